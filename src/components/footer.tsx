// The four-column footer (blurb with social links, services, service areas, contact details) and
// the copyright line, whose year stays correct after hydration without a mismatch.
import { Mail, MapPin, Phone } from "lucide-react";
import { styled } from "../styles/styled.ts";
import { SiteLink } from "./site-link.tsx";
import { business, mailtoHref, telHref } from "../content/business.ts";
import { kindLinks } from "./kind-links.ts";
import type { MenuPage } from "./kind-links.ts";
import { shell } from "../content/shell.ts";
import { color, desktopMedia, fontSize, maxWidth, onDarkVeil, radiusPill, space } from "../styles/theme.ts";
import { SocialLinkItems } from "./social-links.tsx";
import { useCurrentYear } from "./use-current-year.ts";

const Wrapper = styled("footer")`
  background: ${color.navyDeep};
  color: ${color.onNavyMuted};
  a { color: ${color.onDark}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  h2 { color: ${color.onDark}; font-size: ${fontSize.body}; margin-bottom: ${space(3)}; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { margin: 0 0 ${space(1)}; }
  li a, .place { display: inline-flex; align-items: center; gap: ${space(2)}; min-height: 32px; }
  .place { align-items: flex-start; }
  .place svg { margin-top: ${space(1)}; }
  svg { flex: none; }
`;

const Columns = styled("div")`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${space(12)} ${space(5)} ${space(8)};
  display: grid;
  gap: ${space(8)};
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  ${desktopMedia} { grid-template-columns: 1.4fr 1fr 1fr 1.2fr; }
`;

const Social = styled("ul")`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(4)} !important;
  li a {
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${onDarkVeil.pill};
    border-radius: ${radiusPill};
    font-size: ${fontSize.small};
  }
`;

const Bottom = styled("div")`
  border-top: 1px solid ${onDarkVeil.divider};
  p {
    max-width: ${maxWidth};
    margin: 0 auto;
    padding: ${space(4)} ${space(5)};
    font-size: ${fontSize.small};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 ${space(5)};
  }
  p a { min-height: 32px; display: flex; align-items: center; }
`;

/** The services and areas every page names, each list ending with its index when there are more. */
const SERVICE_LINKS = kindLinks("services");
const AREA_LINKS = kindLinks("areas");

/** `legal`: the pages its last line names beside the copyright (the route table's footer pages). */
export function Footer({ legal }: { legal: readonly MenuPage[] }) {
  const year = useCurrentYear();
  return (
    <Wrapper data-tone="dark">
      <Columns>
        <div>
          <h2>{business.name}</h2>
          <p>{shell.footerBlurb}</p>
          <Social aria-label="Social media">
            <SocialLinkItems />
          </Social>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {SERVICE_LINKS.map((link) => (
              <li key={link.path}>
                <SiteLink to={link.path}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-areas">
          <h2 id="footer-areas">Service Areas</h2>
          <ul>
            {AREA_LINKS.map((link) => (
              <li key={link.path}>
                <SiteLink to={link.path}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Contact</h2>
          <ul>
            <li>
              <a href={telHref(business.phone)}>
                <Phone size={18} aria-hidden="true" />
                {business.phone.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref}>
                <Mail size={18} aria-hidden="true" />
                {business.email}
              </a>
            </li>
            <li className="place">
              <MapPin size={18} aria-hidden="true" />
              {business.region}
            </li>
          </ul>
        </div>
      </Columns>
      <Bottom>
        <p>
          © {year} {business.name}. All rights reserved.
          {legal.map((link) => (
            <SiteLink key={link.path} to={link.path}>
              {link.label}
            </SiteLink>
          ))}
        </p>
      </Bottom>
    </Wrapper>
  );
}
