// The header's behaviour without JavaScript, written inside <noscript> so that it applies only
// then: the dropdowns open on hover and keyboard focus, and below the desktop breakpoint the stacked
// menu is shown in place (the toggle, which needs JavaScript, is hidden) in a header that scrolls away.
// Bands below the hero render with the page, since no script ends their deferral (global-styles.ts).
import { mobileMedia } from "./theme.ts";

export const NO_SCRIPT_CSS = [
  "[data-dropdown]:hover > ul, [data-dropdown]:focus-within > ul { display: block !important; }",
  `${mobileMedia} {`,
  "  [data-site-header] { position: static !important; }",
  "  [data-nav-panel] { display: block !important; }",
  "  [data-nav-toggle] { display: none !important; }",
  "}",
  "[data-render-when-near] { content-visibility: visible !important; }",
].join("\n");

export const NO_SCRIPT_HTML = `<noscript><style>${NO_SCRIPT_CSS}</style></noscript>`;
