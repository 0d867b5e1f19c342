// The design tokens: one palette, one spacing scale, one radius, one shadow. Every component
// takes its values from here. Contrast ratios are checked in tests/theme.ts.

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
  star: "#b45309",
  /** Required marks and the form's error message on light backgrounds: 6.5:1 on white. */
  danger: "#b91c1c",
  /** The form's success message on light backgrounds: 7:1 on white. */
  success: "#166534",
} as const;

/** The spacing scale, in rem: space(4) is 1rem. */
export function space(step: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16 | 20): string {
  return `${step * 0.25}rem`;
}

export const radius = "10px";
export const shadow = "0 6px 20px rgba(14, 34, 54, 0.10)";
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

export const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Header height, so that anchors and focused elements are never hidden under the sticky header. */
export const headerHeight = "4.5rem";

/** At and above this width the header shows its full menu; below it, the toggle. */
export const desktopMedia = "@media (min-width: 960px)";
export const mobileMedia = "@media (max-width: 959.98px)";
export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
