// Global rules as plain CSS. The server render puts them first in every page's inlined CSS; the
// browser adds them itself only when it renders without prerendered markup (vite dev). goober's
// global styles are not used: goober swaps its previous global rules in place, so once
// extractCss() has emptied the sheet between two pages, the next page would get none at all.
import { color, fontSize, fontStack, headerHeight, radiusFocus, reducedMotion, space } from "./theme.ts";

/*
 * Bands below a page's hero carry data-render-when-near. Until the page's largest paint is on
 * screen, the browser styles, lays out and paints such a band only when it comes near the
 * viewport (content-visibility: auto), so the first frame does the work of the first screen, not
 * of the whole page; bands on that screen still render in it. Then the boot script renders the
 * rest one per task (data-render-now), and sets data-painted on <html> once all are. Only until
 * then: a band rendered for the first time changes from its estimated height (40rem) to its real
 * one, and when focus or an anchor jumps far down, that change would push the target out of view.
 * Without JavaScript the bands render as usual (no-script.ts). The content is in the page
 * throughout, for crawlers, find in page and screen readers.
 *
 * A phone number never breaks across two lines: every tel: link keeps to one line, and the number
 * keeps its plain characters, so that a copied or searched number matches the one a visitor dials.
 */
export const GLOBAL_CSS = `
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${headerHeight} + ${space(4)});
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
  h1, h2, h3, h4 { color: ${color.navy}; line-height: 1.2; margin: 0 0 ${space(3)}; text-wrap: balance; }
  h1 { font-size: clamp(2rem, 1.5rem + 2.2vw, 3rem); }
  h2 { font-size: clamp(1.6rem, 1.3rem + 1.3vw, 2.25rem); }
  h3 { font-size: ${fontSize.lead}; }
  p { margin: 0 0 ${space(4)}; }
  img, svg { max-width: 100%; }
  a { color: ${color.link}; text-underline-offset: 0.15em; }
  a:hover { text-decoration-thickness: 2px; }
  a[href^="tel:"] { white-space: nowrap; }
  :focus-visible { outline: 3px solid ${color.link}; outline-offset: 2px; border-radius: ${radiusFocus}; }
  [data-tone="dark"] :focus-visible { outline-color: ${color.focusOnDark}; }
  main:focus, main h1:focus { outline: none; }
  [data-render-when-near] { content-visibility: auto; contain-intrinsic-block-size: auto 40rem; }
  [data-painted] [data-render-when-near], [data-render-now] { content-visibility: visible; }
  [data-kept] [data-render-when-near] { content-visibility: auto; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${reducedMotion} {
    *, *::before, *::after { transition: none !important; animation: none !important; scroll-behavior: auto !important; }
  }
`.replace(/\s*\n\s*/g, "");
