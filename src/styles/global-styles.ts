// Global rules as plain CSS. The server render puts them first in every page's inlined CSS; the
// browser adds them itself only when it renders without prerendered markup (vite dev). goober's
// global styles are not used: goober swaps its previous global rules in place, so once
// extractCss() has emptied the sheet between two pages, the next page would get none at all.
import { color, fontSize, fontStack, headerHeight, reducedMotion } from "./theme.ts";

export const GLOBAL_CSS = `
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${headerHeight} + 1rem);
  }
  body {
    margin: 0;
    font-family: ${fontStack};
    font-size: ${fontSize.body};
    line-height: 1.6;
    color: ${color.text};
    background: ${color.surface};
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { color: ${color.navy}; line-height: 1.2; margin: 0 0 0.75rem; text-wrap: balance; }
  h1 { font-size: clamp(2rem, 1.5rem + 2.2vw, 3rem); }
  h2 { font-size: clamp(1.6rem, 1.3rem + 1.3vw, 2.25rem); }
  h3 { font-size: ${fontSize.lead}; }
  p { margin: 0 0 1rem; }
  img, svg { max-width: 100%; }
  a { color: ${color.link}; text-underline-offset: 0.15em; }
  a:hover { text-decoration-thickness: 2px; }
  :focus-visible { outline: 3px solid ${color.link}; outline-offset: 2px; border-radius: 2px; }
  [data-tone="dark"] :focus-visible { outline-color: ${color.focusOnDark}; }
  main:focus { outline: none; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${reducedMotion} {
    *, *::before, *::after { transition: none !important; animation: none !important; scroll-behavior: auto !important; }
  }
`.replace(/\s*\n\s*/g, "");
