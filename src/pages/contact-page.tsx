// Contact: phone and e-mail, office hours, service area, social links, the form and a map of
// Halifax that loads only when it scrolls near the viewport. Opened by a link, everything below
// the hero renders just after the click's task, as a band's content (BandContent, opened-by-link.ts).
import { Clock, MapPin, Phone, Share2 } from "lucide-react";
import { styled } from "../styles/styled.ts";
import { business, mailtoHref, telHref } from "../content/business.ts";
import { MAP_EMBED_URL, MAP_LINK_URL } from "../content/map.ts";
import { contactPage } from "../content/contact.ts";
import { ContactForm } from "../components/contact-form.tsx";
import { LazyMap } from "../components/lazy-map.tsx";
import { SocialLinkItems } from "../components/social-links.tsx";
import { Container, Section } from "../components/primitives.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { BandContent } from "../components/opened-by-link.ts";
import type { HeadSpec } from "../seo/head.ts";
import { color, fontSize, fontWeight, radius, radiusPill, shadow, space } from "../styles/theme.ts";

const Grid = styled("div")`
  display: grid;
  gap: ${space(8)};
  align-items: start;
  > * { min-width: 0; }
  @media (min-width: 960px) { grid-template-columns: 1fr 1.4fr; }
`;

const Details = styled("div")`
  display: grid;
  gap: ${space(6)};
  h2 { font-size: ${fontSize.lead}; display: flex; align-items: center; gap: ${space(2)}; }
  h2 svg { color: ${color.navy}; }
  p, dl, ul { margin: 0; }
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: ${space(2)}; }
  .big { font-size: ${fontSize.lead}; font-weight: ${fontWeight.bold}; overflow-wrap: anywhere; }
  .big a { display: inline-flex; align-items: center; min-height: 44px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: ${space(1)} ${space(4)}; }
  dt { font-weight: ${fontWeight.bold}; }
  dd { margin: 0; }
  @media (max-width: 419.98px) { dl { grid-template-columns: 1fr; } dd { margin-bottom: ${space(2)}; } }
  .social a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${space(2)} ${space(4)};
    border: 1px solid ${color.border};
    border-radius: ${radiusPill};
    text-decoration: none;
    font-weight: ${fontWeight.bold};
  }
`;

const FormCard = styled("div")`
  background: ${color.card};
  border: 1px solid ${color.border};
  border-radius: ${radius};
  box-shadow: ${shadow};
  padding: ${space(6)};
`;

// The map's link is a line of 24 px at least: a tap target of the design brief's size.
const MapFrame = styled("div")`
  margin-top: ${space(12)};
  /* The width is set, or the ratio turns min-height into a width (512px) wider than a phone. */
  .map-place { aspect-ratio: 16 / 9; min-height: 18rem; width: 100%; border-radius: ${radius}; background: ${color.surfaceAlt}; }
  iframe {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    min-height: 18rem;
    border: 1px solid ${color.border};
    border-radius: ${radius};
    background: ${color.surfaceAlt};
  }
  p { margin-top: ${space(3)}; }
  p a { display: inline-block; line-height: 24px; }
`;

export const contactHead: HeadSpec = {
  title: contactPage.title,
  description: contactPage.description,
  jsonLd: (url, ld) => [ld.webPageJsonLd("ContactPage", { title: contactPage.title, description: contactPage.description, url })],
};

export function ContactPage() {
  return (
    <>
      <PageHero label="Contact" heading={contactPage.heading} intro={[contactPage.intro]} />
      <ContactBand />
    </>
  );
}

/** Ways to reach the company, the form and the map. */
function ContactBand() {
  return (
    <Section>
      <Container>
        <BandContent>
          <Grid>
            <Details>
              <div>
                <h2>
                  <Phone size={22} aria-hidden="true" /> Call or e-mail
                </h2>
                <p className="big">
                  <a href={telHref(business.phone)}>{business.phone.display}</a>
                </p>
                <p className="big">
                  <a href={mailtoHref}>{business.email}</a>
                </p>
                <p>{business.region}</p>
              </div>
              <div>
                <h2>
                  <Clock size={22} aria-hidden="true" /> {contactPage.hoursHeading}
                </h2>
                <dl>
                  <dt>{business.hours.weekdaysLabel}</dt>
                  <dd>{business.hours.openLabel}</dd>
                  <dt>Saturday and Sunday</dt>
                  <dd>{business.hours.weekendLabel}</dd>
                </dl>
              </div>
              <div>
                <h2>
                  <MapPin size={22} aria-hidden="true" /> {contactPage.areaHeading}
                </h2>
                <p>{contactPage.areaText}</p>
              </div>
              <div>
                <h2>
                  <Share2 size={22} aria-hidden="true" /> {contactPage.socialHeading}
                </h2>
                <ul className="social">
                  <SocialLinkItems />
                </ul>
              </div>
            </Details>
            <FormBand />
          </Grid>
          <MapBand />
        </BandContent>
      </Container>
    </Section>
  );
}

function FormBand() {
  return (
    <FormCard>
      <h2>{contactPage.formHeading}</h2>
      <p>{contactPage.formLead}</p>
      <ContactForm />
    </FormCard>
  );
}

function MapBand() {
  return (
    <MapFrame>
      <LazyMap title={contactPage.mapTitle} src={MAP_EMBED_URL} />
      <p>
        <a href={MAP_LINK_URL} rel="noopener noreferrer">
          Open the map of Halifax in OpenStreetMap
        </a>
      </p>
    </MapFrame>
  );
}
