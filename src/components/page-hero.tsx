// The band every page but the home page opens with: breadcrumb, heading, intro and, on wide
// screens, a card with the two ways to get a quote. A module of its own, so that the contact page
// loads it without the section pieces it does not use.
import { styled } from "goober";
import { SiteLink } from "./site-link.tsx";
import { business } from "../content/business.ts";
import { PATHS } from "../paths.ts";
import { color, fontSize, onDarkVeil, radius, space } from "../styles/theme.ts";
import { Container } from "./primitives.tsx";
import { QuoteActions } from "./quote-actions.tsx";

const HeroBand = styled("div")`
  background: linear-gradient(160deg, ${color.navy} 0%, ${color.navyDeep} 100%);
  color: ${color.onDark};
  padding: ${space(10)} 0 ${space(12)};
  .layout { display: grid; gap: ${space(8)}; align-items: center; }
  @media (min-width: 1024px) { .layout[data-aside="true"] { grid-template-columns: minmax(0, 1fr) 20rem; } }
  h1 { color: ${color.onDark}; max-width: 22ch; }
  p { color: ${color.onNavyMuted}; max-width: 68ch; font-size: ${fontSize.lead}; }
  nav ol { display: flex; flex-wrap: wrap; gap: ${space(2)}; list-style: none; padding: 0; margin: 0 0 ${space(5)}; font-size: ${fontSize.small}; }
  nav li { color: ${color.onNavyMuted}; }
  nav li + li::before { content: "/"; margin-right: ${space(2)}; color: ${color.onNavyMuted}; }
  nav a { color: ${color.onDark}; }
`;

const QuoteCard = styled("aside")`
  padding: ${space(6)};
  border-radius: ${radius};
  background: ${onDarkVeil.card};
  border: 1px solid ${onDarkVeil.cardBorder};
  h2 { color: ${color.onDark}; font-size: ${fontSize.lead}; margin-bottom: ${space(2)}; text-wrap: pretty; }
  p { font-size: ${fontSize.body}; margin-bottom: ${space(5)}; }
  .actions { display: grid; gap: ${space(3)}; }
  .hours { margin: ${space(4)} 0 0; font-size: ${fontSize.small}; }
  @media (max-width: 1023.98px) { display: none; }
`;

/** Beside the page heading on wide screens: the two ways to get a quote, always in reach. */
function HeroQuoteCard() {
  return (
    <QuoteCard aria-labelledby="hero-quote-heading">
      <h2 id="hero-quote-heading">Free on-site assessment</h2>
      <p>A written quote for your home or building, with no obligation.</p>
      <div className="actions">
        <QuoteActions />
      </div>
      <p className="hours">
        {business.hours.weekdaysLabel}, {business.hours.openLabel}
      </p>
    </QuoteCard>
  );
}

export function PageHero({
  label,
  heading,
  intro,
  quoteCard = true,
}: {
  label?: string;
  heading: string;
  intro: readonly string[];
  /** The quote card beside the heading; the contact page has the form itself instead. */
  quoteCard?: boolean;
}) {
  return (
    <HeroBand data-tone="dark">
      <Container className="layout" data-aside={quoteCard}>
        <div>
          {label && (
            <nav aria-label="Breadcrumb">
              <ol>
                <li>
                  <SiteLink to={PATHS.home}>Home</SiteLink>
                </li>
                <li aria-current="page">{label}</li>
              </ol>
            </nav>
          )}
          <h1>{heading}</h1>
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {quoteCard && <HeroQuoteCard />}
      </Container>
    </HeroBand>
  );
}
