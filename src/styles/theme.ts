// The design tokens: one palette, one spacing scale, the radii, the shadows. Every component
// takes its values from here (tests/theme.ts fails on a colour, spacing or radius written elsewhere).
// Contrast ratios are checked on every rendered page in tests/e2e/accessibility.ts, and those of
// states a page at rest does not show in tests/theme.ts.

export const color = {
  /** Trust: header, footer, headings. White on it is 12.6:1. */
  navy: "#16324f",
  navyDeep: "#0e2236",
  /** Body text on white: 14.7:1. */
  text: "#1f2937",
  /** Secondary text on white and on surfaceAlt: at least 7:1. */
  muted: "#4b5563",
  /** Calls to action only. Dark text on it: 8.6:1 (white would fail, so never white). */
  accent: "#f59e0b",
  accentHover: "#fbbf24",
  onAccent: "#1c1206",
  surface: "#ffffff",
  surfaceAlt: "#f2f5f8",
  /** The quote section's own background, so it never merges with the section before it. */
  surfaceWarm: "#fff7e8",
  border: "#d3dbe4",
  /** Links and focus ring on light backgrounds: 6.7:1 on white. */
  link: "#1d4ed8",
  /** Text on navy that is not a heading: 10:1. */
  onNavyMuted: "#cbd5e1",
  /** Focus ring on navy. */
  focusOnDark: "#fbbf24",
  /** A review's stars, filled and empty alike (the glyph's shape tells them apart): 5:1 on white. */
  star: "#b45309",
  /** Required marks and the form's error message on light backgrounds: 6.5:1 on white. */
  danger: "#b91c1c",
  /** The form's success message on light backgrounds: 7:1 on white. */
  success: "#166534",
  /** Cards, table rows and form fields on any light band. */
  card: "#fff",
  /** Text, icons and outlines on navy and on the hero: 12.6:1 on navy. */
  onDark: "#fff",
  /** The home hero's lead paragraph on its darkened photo: 11.9:1 on navyDeep. */
  onDarkSoft: "#e2e8f0",
  /** A form field's border: 4.8:1 on white (WCAG asks 3:1 of a control's boundary). */
  inputBorder: "#6b7280",
  /** The check marks of the quote section: 4.8:1 on its warm background. */
  check: "#15803d",
  /** A service card's badge: its text on its background is 6.4:1. */
  badge: "#fef3c7",
  onBadge: "#92400e",
} as const;

/**
 * White veils and lines on navy, lightest first: a card on the hero, hover, a divider, the
 * card's border, an outline. Decoration: text on navy keeps its contrast through any of them.
 */
export const onDarkVeil = {
  card: "rgba(255, 255, 255, 0.07)",
  cardHome: "rgba(255, 255, 255, 0.08)",
  hover: "rgba(255, 255, 255, 0.1)",
  hoverStrong: "rgba(255, 255, 255, 0.12)",
  divider: "rgba(255, 255, 255, 0.12)",
  dividerStrong: "rgba(255, 255, 255, 0.15)",
  cardBorderHome: "rgba(255, 255, 255, 0.18)",
  cardBorder: "rgba(255, 255, 255, 0.2)",
  pill: "rgba(255, 255, 255, 0.35)",
  outline: "rgba(255, 255, 255, 0.6)",
} as const;

/** The spacing scale, in rem: space(4) is 1rem; space(0.5), 2px, nudges an icon onto a text line. */
export function space(step: 0 | 0.5 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16 | 20): string {
  return `${step * 0.25}rem`;
}

/** Cards, buttons and fields. */
export const radius = "10px";
/** The header's menu items. */
export const radiusSmall = "6px";
/** Pills: the social links. */
export const radiusPill = "999px";
/** The focus ring's corners. */
export const radiusFocus = "2px";
export const shadow = "0 6px 20px rgba(14, 34, 54, 0.10)";
/** The sticky header's shadow, and the phone menu's panel below it. */
export const headerShadow = "0 2px 10px rgba(0, 0, 0, 0.18)";
export const panelShadow = "0 10px 20px rgba(0, 0, 0, 0.25)";
/** The edge of a table's held first column as the rest scrolls under it. */
export const heldColumnShadow = "6px 0 8px -6px rgba(14, 34, 54, 0.35)";
/** The home hero's veil over its photo, darkest where the text is. */
export const heroVeil = "linear-gradient(100deg, rgba(14, 34, 54, 0.94) 0%, rgba(14, 34, 54, 0.86) 55%, rgba(14, 34, 54, 0.7) 100%)";
export const maxWidth = "1200px";
/**
 * The type scale: three sizes beside the headings', two weights. Each size and weight a page uses
 * is one more font the browser must look up before it can lay the page out (on Linux, one round
 * trip to the browser process each), so components take theirs from here and add no others.
 * h1 and h2 have their own fluid sizes, and h3 is lead-sized; all three are bold.
 */
export const fontSize = {
  small: "0.875rem",
  body: "1.0625rem",
  lead: "1.125rem",
} as const;
export const fontWeight = { regular: 400, bold: 700 } as const;

export const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Header height, so that anchors and focused elements are never hidden under the sticky header. */
export const headerHeight = "4.5rem";

/** At and above this width the header shows its full menu; below it, the toggle. */
export const desktopMedia = "@media (min-width: 960px)";
export const mobileMedia = "@media (max-width: 959.98px)";
/** The narrowest phones (320 px, the width WCAG's reflow names): the header tightens to fit. */
export const narrowMedia = "@media (max-width: 359.98px)";
export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
