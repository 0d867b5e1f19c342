// Beside a page's heading on wide screens (page-hero.tsx): the two ways to get a quote, always in
// reach. A module of its own: the contact page, which has the form itself, never loads it.
import { styled } from "../styles/styled.ts";
import { business } from "../content/business.ts";
import { onDarkVeil, color, fontSize, radius, space } from "../styles/theme.ts";
import { QuoteActions } from "./primitives.tsx";

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
export function HeroQuoteCard() {
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
