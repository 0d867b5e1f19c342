// The home page: hero with the stock photo, services grid, benefits, testimonials and the
// service-areas grid with its closing call to action.
import { styled } from "../styles/styled.ts";
import { SiteLink } from "../components/site-link.tsx";
import { MENU_AREAS, MENU_SERVICES } from "../content/menu-catalog.ts";
import { home } from "../content/home.ts";
import { shell } from "../content/shell.ts";
import type { Testimonial } from "../content/types.ts";
import { HERO_IMAGE_ORIGIN, HERO_VARIANTS } from "../content/hero-image.ts";
import type { HeadSpec } from "../seo/head.ts";
import { areaPath, PATHS, servicePath } from "../paths.ts";
import { Icon } from "../components/icon.tsx";
import { ButtonLink, Container, QuoteActions } from "../components/primitives.tsx";
import { PageSection } from "../components/page-section.tsx";
import { BenefitGrid, Card, CardGrid } from "../components/sections.tsx";
import { color, fontSize, fontWeight, heroVeil, onDarkVeil, radius, shadow, space } from "../styles/theme.ts";

const Hero = styled("section")`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  color: ${color.onDark};
  padding: ${space(10)} 0 ${space(12)};
  @media (min-width: 760px) { padding: ${space(16)} 0 ${space(12)}; }
  background-color: ${color.navyDeep};
  background-size: cover;
  background-position: center;
  ${HERO_VARIANTS.map((variant) => `@media ${variant.media} { background-image: url("${variant.url}"); }`).join("\n")}
  &::before {
    content: "";
    position: absolute;
    inset: 0;
    z-index: -1;
    background: ${heroVeil};
  }
  h1 { color: ${color.onDark}; max-width: 20ch; }
  .eyebrow { display: inline-block; margin-bottom: ${space(4)}; color: ${color.accentHover}; font-weight: ${fontWeight.bold}; letter-spacing: 0.05em; text-transform: uppercase; font-size: ${fontSize.small}; }
  .lead { color: ${color.onDarkSoft}; font-size: ${fontSize.lead}; max-width: 60ch; }
`;

const Actions = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin: ${space(8)} 0 ${space(10)};
`;

const Features = styled("ul")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  li {
    padding: ${space(5)};
    border-radius: ${radius};
    background: ${onDarkVeil.cardHome};
    border: 1px solid ${onDarkVeil.cardBorderHome};
  }
  h2 { display: flex; align-items: center; gap: ${space(2)}; color: ${color.onDark}; font-size: ${fontSize.body}; margin-bottom: ${space(1)}; }
  h2 svg { color: ${color.accentHover}; flex: none; }
  p { margin: 0; color: ${color.onNavyMuted}; font-size: ${fontSize.body}; }
`;

const LinkCard = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  a { color: ${color.navy}; text-decoration: none; }
  a::after { content: ""; position: absolute; inset: 0; border-radius: ${radius}; }
  a:focus-visible { outline: none; }
  a:focus-visible::after { outline: 3px solid ${color.link}; outline-offset: 2px; }
  &:hover { border-color: ${color.navy}; }
  &:hover h3 a { text-decoration: underline; }
  .more { margin-top: auto; padding-top: ${space(4)}; display: inline-flex; align-items: center; gap: ${space(1)}; font-weight: ${fontWeight.bold}; color: ${color.link}; }
`;

const Quotes = styled("ul")`
  list-style: none;
  margin: ${space(8)} 0 0;
  padding: 0;
  display: grid;
  gap: ${space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  li { background: ${color.card}; border-radius: ${radius}; box-shadow: ${shadow}; border: 1px solid ${color.border}; padding: ${space(6)}; }
  blockquote { margin: 0 0 ${space(4)}; }
  blockquote p { margin: 0; }
  .stars { margin-bottom: ${space(2)}; color: ${color.star}; font-size: ${fontSize.lead}; line-height: 1; letter-spacing: 2px; }
  figure { margin: 0; }
  figcaption { font-weight: ${fontWeight.bold}; color: ${color.navy}; }
  figcaption span { display: block; font-weight: ${fontWeight.regular}; color: ${color.muted}; }
`;

/** The link past a kind's cards to its index (only once the kind has more than the page names). */
const IndexLink = styled("p")`
  margin: ${space(8)} 0 0;
  text-align: center;
  font-weight: ${fontWeight.bold};
`;

const Closing = styled("div")`
  margin-top: ${space(10)};
  padding: ${space(8)};
  border-radius: ${radius};
  background: ${color.surfaceAlt};
  border: 1px solid ${color.border};
  text-align: center;
  p { max-width: 60ch; margin: 0 auto ${space(5)}; color: ${color.muted}; }
`;

const MAX_STARS = 5;

/** Star characters rather than an icon per star: fifteen fewer SVG elements to lay out and paint. */
function Stars({ rating }: { rating: Testimonial["rating"] }) {
  return (
    <div className="stars" role="img" aria-label={`Rated ${rating} out of ${MAX_STARS} stars`}>
      {/* Filled and empty stars in one colour: the shapes tell them apart, at 5:1 on white. */}
      <span aria-hidden="true">{"\u2605".repeat(rating) + "\u2606".repeat(MAX_STARS - rating)}</span>
    </div>
  );
}

/** The home page's head: its hero photo is its largest paint, so the head preloads it. */
export const homeHead: HeadSpec = {
  title: home.title,
  description: home.description,
  leadImage: { origin: HERO_IMAGE_ORIGIN, variants: HERO_VARIANTS },
  jsonLd: (url, ld) => [ld.websiteJsonLd(), ld.webPageJsonLd("WebPage", { title: home.title, description: home.description, url })],
};

export function HomePage() {
  const { hero } = home;
  return (
    <>
      <Hero aria-labelledby="hero-heading" data-tone="dark">
        <Container>
          <span className="eyebrow">{hero.eyebrow}</span>
          <h1 id="hero-heading">{hero.headline}</h1>
          <p className="lead">{hero.lead}</p>
          <Actions>
            <QuoteActions />
          </Actions>
          <Features>
            {hero.features.map((feature) => (
              <li key={feature.title}>
                <h2>
                  <Icon name={feature.icon} size={22} />
                  {feature.title}
                </h2>
                <p>{feature.description}</p>
              </li>
            ))}
          </Features>
        </Container>
      </Hero>

      <PageSection id="services" heading={home.servicesSection.heading} lead={home.servicesSection.lead}>
        <CardGrid>
          {MENU_SERVICES.shown.map((service) => (
            <LinkCard key={service.slug}>
              <span className="icon">
                <Icon name={service.icon} />
              </span>
              <h3>
                <SiteLink to={servicePath(service.slug)}>{service.name}</SiteLink>
              </h3>
              <p>{home.servicesSection.cards[service.slug]}</p>
              <span className="more" aria-hidden="true">
                Learn more <span aria-hidden="true">{"\u2192"}</span>
              </span>
            </LinkCard>
          ))}
        </CardGrid>
        {MENU_SERVICES.indexPages > 0 && (
          <IndexLink>
            <SiteLink to={PATHS.services}>{home.servicesSection.indexLink}</SiteLink>
          </IndexLink>
        )}
      </PageSection>

      <PageSection id="benefits" heading={home.benefits.heading} lead={home.benefits.lead} tone="alt">
        <BenefitGrid items={home.benefits.items} />
      </PageSection>

      <PageSection id="testimonials" heading={home.testimonials.heading} lead={home.testimonials.lead}>
        <Quotes>
          {home.testimonials.items.map((testimonial) => (
            <li key={testimonial.name}>
              <figure>
                <Stars rating={testimonial.rating} />
                <blockquote>
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption>
                  {testimonial.name}
                  <span>{testimonial.location}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </Quotes>
      </PageSection>

      <PageSection id="areas" heading={home.areasSection.heading} lead={home.areasSection.lead} tone="alt">
        <CardGrid $min="13rem">
          {MENU_AREAS.shown.map((area) => (
            <LinkCard key={area.slug}>
              <span className="icon">
                <Icon name="map-pin" />
              </span>
              <h3>
                <SiteLink to={areaPath(area.slug)}>{area.name}</SiteLink>
              </h3>
              <p>{home.areasSection.cards[area.slug]}</p>
            </LinkCard>
          ))}
        </CardGrid>
        {MENU_AREAS.indexPages > 0 && (
          <IndexLink>
            <SiteLink to={PATHS.areas}>{home.areasSection.indexLink}</SiteLink>
          </IndexLink>
        )}
        <Closing>
          <h3>{home.areasSection.closing.heading}</h3>
          <p>{home.areasSection.closing.text}</p>
          <ButtonLink to={PATHS.contact}>{shell.primaryCta}</ButtonLink>
        </Closing>
      </PageSection>
    </>
  );
}
