// What changes without JavaScript, written inside <noscript> so that it applies only then: the
// bands below the hero render with the page, since no script ends their deferral
// (global-styles.ts). The header needs nothing here: its menus are the platform's own <details>
// and popover, which work without JavaScript (src/components/header/).
const NO_SCRIPT_CSS = "[data-render-when-near] { content-visibility: visible !important; }";

export const NO_SCRIPT_HTML = `<noscript><style>${NO_SCRIPT_CSS}</style></noscript>`;
