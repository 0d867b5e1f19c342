// The band every page but the home page opens with: breadcrumb, heading, intro and, on wide
// screens, what the page puts beside them (the quote card). A module of its own, so that the
// contact page loads it without the section pieces it does not use.
import type { ReactNode } from "react";
import { styled } from "../styles/styled.ts";
import { SiteLink } from "./site-link.tsx";
import { PATHS } from "../paths.ts";
import { color, fontSize, space } from "../styles/theme.ts";
import { Container } from "./primitives.tsx";

// The breadcrumb is lines of 24 px, its links blocks of that line: tap targets of the design brief's
// size on small text.
const HeroBand = styled("div")`
  background: linear-gradient(160deg, ${color.navy} 0%, ${color.navyDeep} 100%);
  color: ${color.onDark};
  padding: ${space(10)} 0 ${space(12)};
  .layout { display: grid; gap: ${space(8)}; align-items: center; }
  @media (min-width: 1024px) { .layout[data-aside="true"] { grid-template-columns: minmax(0, 1fr) 20rem; } }
  h1 { color: ${color.onDark}; max-width: 22ch; }
  p { color: ${color.onNavyMuted}; max-width: 68ch; font-size: ${fontSize.lead}; }
  nav ol { display: flex; flex-wrap: wrap; gap: ${space(2)}; list-style: none; padding: 0; margin: 0 0 ${space(5)}; font-size: ${fontSize.small}; line-height: 24px; }
  nav li { color: ${color.onNavyMuted}; }
  nav li + li::before { content: "/"; margin-right: ${space(2)}; }
  nav a { color: ${color.onDark}; display: inline-block; }
`;

export function PageHero({
  label,
  heading,
  intro,
  aside,
}: {
  label?: string;
  heading: string;
  intro: readonly string[];
  /**
   * Beside the heading on wide screens: the quote card (hero-quote-card.tsx) on every page but
   * the contact page, which has the form itself and so never loads the card's code.
   */
  aside?: ReactNode;
}) {
  return (
    <HeroBand data-tone="dark">
      <Container className="layout" data-aside={aside !== undefined}>
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
        {aside}
      </Container>
    </HeroBand>
  );
}
