// The call-to-action band on every page: a quote button and the phone link.
import { Phone } from "lucide-react";
import { styled } from "goober";
import { business, telHref } from "../content/business.ts";
import { home } from "../content/home.ts";
import { PATHS } from "../paths.ts";
import { color, space } from "../styles/theme.ts";
import { ButtonLink, Container, OutlineAnchor } from "./primitives.tsx";

const Band = styled("section")`
  background: linear-gradient(135deg, ${color.navy} 0%, ${color.navyDeep} 100%);
  color: #fff;
  padding: ${space(12)} 0;
  text-align: center;
  h2 { color: #fff; }
  p { color: ${color.onNavyMuted}; max-width: 60ch; margin: 0 auto ${space(6)}; font-size: 1.1rem; }
`;

const Actions = styled("div")`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
`;

export function CtaBand() {
  return (
    <Band aria-labelledby="cta-band-heading" data-tone="dark">
      <Container>
        <h2 id="cta-band-heading">{home.ctaBand.heading}</h2>
        <p>{home.ctaBand.text}</p>
        <Actions>
          <ButtonLink to={PATHS.contact}>{home.hero.primaryCta}</ButtonLink>
          <OutlineAnchor href={telHref(business.phone)}>
            <Phone size={20} aria-hidden="true" />
            Call {business.phone.display}
          </OutlineAnchor>
        </Actions>
      </Container>
    </Band>
  );
}
