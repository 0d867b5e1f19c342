// Shared building blocks: the page container, section bands and the call-to-action buttons, and
// the two ways to get a quote side by side wherever the site asks (QuoteActions).
import { Phone } from "lucide-react";
import { business, telHref } from "../content/business.ts";
import { shell } from "../content/shell.ts";
import { PATHS } from "../paths.ts";
import { styled } from "../styles/styled.ts";
import { SiteLink } from "./site-link.tsx";
import { color, fontSize, fontWeight, maxWidth, onDarkVeil, radius, reducedMotion, space } from "../styles/theme.ts";

export const Container = styled("div")`
  width: 100%;
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: 0 ${space(5)};
`;

export const Section = styled("section")<{ $tone?: "plain" | "alt" | "warm" | "dark" }>`
  padding: ${space(12)} 0;
  @media (min-width: 760px) { padding: ${space(16)} 0; }
  background: ${(props) => ({ alt: color.surfaceAlt, warm: color.surfaceWarm, dark: color.navy, plain: color.surface })[props.$tone ?? "plain"]};
  color: ${(props) => (props.$tone === "dark" ? color.onDark : "inherit")};
  h2, h3 { color: ${(props) => (props.$tone === "dark" ? color.onDark : color.navy)}; }
`;

export const Lead = styled("p")`
  font-size: ${fontSize.lead};
  color: ${color.muted};
  max-width: 65ch;
`;

const buttonBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 48px;
  padding: ${space(3)} ${space(6)};
  border-radius: ${radius};
  font-family: inherit;
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.body};
  line-height: 1.3;
  text-decoration: none;
  border: 2px solid transparent;
  cursor: pointer;
  transition: background-color 150ms ease, border-color 150ms ease;
  svg { flex: none; }
  ${reducedMotion} { transition: none; }
`;

/** The amber call to action: dark text, since white on amber fails contrast. */
export const primaryButton = `
  ${buttonBase}
  background: ${color.accent};
  color: ${color.onAccent};
  &:hover { background: ${color.accentHover}; text-decoration: none; }
  &:disabled { cursor: progress; opacity: 0.8; }
`;

/** A quieter button on dark backgrounds. */
const outlineOnDarkButton = `
  ${buttonBase}
  background: transparent;
  color: ${color.onDark};
  border-color: ${color.onDark};
  &:hover { background: ${onDarkVeil.hoverStrong}; text-decoration: none; }
`;

export const ButtonLink = styled(SiteLink)`${primaryButton}`;
const OutlineAnchor = styled("a")`${outlineOnDarkButton}`;

/** The two ways to get a quote, side by side wherever the site asks: the quote page and a call. */
export function QuoteActions() {
  return (
    <>
      <ButtonLink to={PATHS.contact}>{shell.primaryCta}</ButtonLink>
      <OutlineAnchor href={telHref(business.phone)}>
        <Phone size={20} aria-hidden="true" />
        Call {business.phone.display}
      </OutlineAnchor>
    </>
  );
}
