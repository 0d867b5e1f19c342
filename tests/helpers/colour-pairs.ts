// The colour pairs a page shows, read in the browser from what it renders: every visible text
// (generated text such as step numbers included), every stroked icon, every placeholder and every
// form field's border, each with the background it is drawn on (translucent layers composited,
// and a photo under a veil taken at its worst, white). So that a new pale pair anywhere on the
// site is found without anyone listing it. A string: it runs in the page as it is written. And the
// contrast of two colours as WCAG computes it.

/** One mark and what it sits on, as the page renders them. */
export interface ColourPair {
  /** "text", "large text", "generated text", "placeholder", "icon" or "field border". */
  kind: string;
  foreground: string;
  background: string;
  /** The contrast WCAG 2.2 AA asks of it: 4.5 for text, 3 for large text, icons and boundaries. */
  minimum: number;
  /** Where it was found first: the element's tag, class and a few words. */
  example: string;
}

/** An expression that evaluates, in the page, to the ColourPair[] of what is visible now. */
export const COLOUR_PAIRS_IN_PAGE = `(() => {
  const parse = (value) => {
    const match = /rgba?\\(([^)]+)\\)/.exec(value || "");
    if (!match) return null;
    const parts = match[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return { r: parts[0], g: parts[1], b: parts[2], a: parts.length > 3 ? parts[3] : 1 };
  };
  const over = (top, below) => ({
    r: top.r * top.a + below.r * (1 - top.a),
    g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a),
    a: 1,
  });
  const hex = (c) => "#" + [c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
  const WHITE = { r: 255, g: 255, b: 255, a: 1 };
  // The layers under an element, top first, down to the first opaque colour. A background image
  // (the hero's photo under its veil) counts as the veil's colours over white, its worst case for
  // light text.
  const backgroundOf = (element, ownStyle) => {
    const layers = [];
    for (let node = element, style = ownStyle; node; node = node.parentElement, style = node && getComputedStyle(node)) {
      const colour = parse(style.backgroundColor);
      if (colour && colour.a > 0) layers.push(colour);
      if (colour && colour.a >= 1) break;
      if (style.backgroundImage && style.backgroundImage !== "none") {
        const stops = [...style.backgroundImage.matchAll(/rgba?\\([^)]+\\)/g)].map((m) => parse(m[0]));
        if (stops.length) {
          const lightest = stops.map((stop) => over(stop, WHITE)).sort((x, y) => y.r + y.g + y.b - (x.r + x.g + x.b))[0];
          layers.push(lightest);
          break;
        }
      }
    }
    let result = WHITE;
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  const shown = (element) => {
    const style = getComputedStyle(element);
    return element.getClientRects().length > 0 && style.visibility === "visible" && Number(style.opacity) > 0;
  };
  const describe = (element, text) =>
    element.localName + (element.className && typeof element.className === "string" ? "." + element.className.split(" ")[0] : "") +
    (text ? ' "' + text.trim().slice(0, 30) + '"' : "");
  const pairs = [];
  const add = (kind, foreground, element, style, minimum, text) => {
    const colour = parse(foreground);
    if (!colour || colour.a === 0) return;
    const background = backgroundOf(element, style);
    pairs.push({ kind, foreground: hex(over(colour, background)), background: hex(background), minimum, example: describe(element, text) });
  };
  const large = (style) => {
    const size = parseFloat(style.fontSize);
    return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  };
  for (const element of document.body.querySelectorAll("*")) {
    if (!shown(element)) continue;
    const style = getComputedStyle(element);
    const text = [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.nodeValue).join("");
    const disabled = element.closest(":disabled") !== null;
    if (text.trim() && !disabled) add(large(style) ? "large text" : "text", style.color, element, style, large(style) ? 3 : 4.5, text);
    for (const pseudo of ["::before", "::after"]) {
      const generated = getComputedStyle(element, pseudo);
      const content = generated.content;
      if (!content || content === "none" || content === "normal" || /^["']\\s*["']$/.test(content)) continue;
      const own = parse(generated.backgroundColor);
      const background = own && own.a >= 1 ? generated : style;
      add("generated text", generated.color, element, background, large(generated) ? 3 : 4.5, content);
    }
    if (element.localName === "svg" && style.stroke && style.stroke !== "none") add("icon", style.stroke, element, style, 3);
    if ((element.localName === "input" || element.localName === "textarea") && element.placeholder && !disabled) {
      add("placeholder", getComputedStyle(element, "::placeholder").color, element, style, 4.5, element.placeholder);
    }
    if (["input", "select", "textarea"].includes(element.localName) && element.type !== "hidden" && !disabled && style.borderTopStyle !== "none") {
      // The field's boundary against what is around it, not its own fill.
      add("field border", style.borderTopColor, element.parentElement, getComputedStyle(element.parentElement), 3);
    }
  }
  return pairs;
})()`;

/** Opens what a visitor can open without leaving the page: the desktop groups, the phone's menu. */
export const OPEN_MENUS_IN_PAGE = `(() => {
  for (const details of document.querySelectorAll("header details")) details.open = true;
  const panel = document.querySelector("[data-nav-panel]");
  if (panel && panel.getClientRects().length === 0 && panel.showPopover) panel.showPopover();
})()`;

/** Closes them again, as a visitor leaving them. */
export const CLOSE_MENUS_IN_PAGE = `(() => {
  for (const details of document.querySelectorAll("header details")) details.open = false;
  const panel = document.querySelector("[data-nav-panel]");
  if (panel && panel.matches(":popover-open")) panel.hidePopover();
})()`;

/** #rgb or #rrggbb, as six digits. */
function longHex(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex;
}

function luminance(color: string): number {
  const hex = longHex(color);
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rgb or #rrggbb colours, WCAG's (L1 + 0.05) / (L2 + 0.05). */
export function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
