// The keyboard, as part of accessibility: the skip link is the first Tab stop; keyboard focus is
// always visible, of 3:1 against what lies behind it, and never hidden under the sticky header.
// The accessibility engines on every route: accessibility.ts.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../helpers/browser-suite.ts";

const WIDTHS = [390, 1280];
/** Enough Tab presses to walk the whole page, header to footer. */
const MAX_TAB_STOPS = 140;

const a11y = browserSuite("keyboard focus");
let page: Page;

async function open(path: string, width: number) {
  page = await a11y.open(path, { width, kept: true });
}

interface FocusReport {
  label: string;
  visible: boolean;
  hidden: boolean;
  /** The focus ring's contrast with what lies behind it, the lowest over a gradient's colours. */
  ringContrast: number;
}

/** WCAG 2.2's minimum contrast for a focus indicator against what is next to it (non-text contrast, 1.4.11). */
const FOCUS_RING_CONTRAST = 3;

/**
 * The drawn focus ring's contrast with the band behind it, as a script for the page (a string,
 * like REWRITE_TEXT_BEFORE_APP, so the test runner's compiler adds nothing to it). The ring is the
 * computed outline (of the element, or of its ::after), drawn outside the element, so what lies
 * behind it is the element's ancestors:
 * their background colours composited up to the first opaque one, or a gradient's every colour.
 * A ring of no colour, or the band's own colour, has a contrast of 1.
 */
const RING_CONTRAST_SCRIPT = `window.ringContrast = (element) => {
  const parse = (text) => {
    const [r, g, b, a] = (text.match(/[\\d.]+/g) || []).map(Number);
    return { r, g, b, a: a === undefined ? 1 : a };
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const luminance = (c) => {
    const channel = (v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
  };
  const contrast = (x, y) => { const [l1, l2] = [luminance(x), luminance(y)].sort((p, q) => q - p); return (l1 + 0.05) / (l2 + 0.05); };
  // The ring on the element, or on its ::after where a control draws it (a card's stretched link).
  const style = [getComputedStyle(element), getComputedStyle(element, "::after")].find(
    (candidate) => candidate.outlineStyle !== "none" && parseFloat(candidate.outlineWidth) > 0,
  );
  if (!style) return 1;
  const layers = [];
  let bases = [{ r: 255, g: 255, b: 255, a: 1 }];
  for (let node = element.parentElement; node; node = node.parentElement) {
    const s = getComputedStyle(node);
    const gradient = s.backgroundImage.match(/rgba?\\([^)]*\\)/g);
    if (gradient) { bases = gradient.map(parse).map((c) => over(c, { r: 255, g: 255, b: 255, a: 1 })); break; }
    const colour = parse(s.backgroundColor);
    if (colour.a > 0) layers.push(colour);
    if (colour.a >= 1) { bases = [layers.pop()]; break; }
  }
  const behind = bases.map((base) => layers.reduceRight((under, layer) => over(layer, under), base));
  const ring = parse(style.outlineColor);
  return Math.min(...behind.map((colour) => contrast(over(ring, colour), colour)));
};`;

/**
 * Each element that can take focus, as it looks unfocused: its outline and shadow, and its
 * ::after's (where some controls draw their ring), kept in the page to compare with focus.
 */
function recordUnfocused(): Promise<number> {
  return page.evaluate(() => {
    const looks = new Map<Element, string>();
    for (const element of document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]")) {
      looks.set(
        element,
        [getComputedStyle(element), getComputedStyle(element, "::after")]
          .map((style) => `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset} | ${style.boxShadow}`)
          .join(" || "),
      );
    }
    (window as unknown as { unfocusedLooks: Map<Element, string> }).unfocusedLooks = looks;
    return looks.size;
  });
}

/**
 * What the focused element looks like: a focus indicator drawn (an outline or a shadow, on it or
 * its ::after) that it does not draw unfocused, and not under the header.
 */
function describeFocus(): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element.tagName === "IFRAME") return null;
    // No helper functions in here: the test runner's transform would name them with a helper
    // that does not exist in the page.
    const styles = [getComputedStyle(element), getComputedStyle(element, "::after")];
    const look = styles
      .map((style) => `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset} | ${style.boxShadow}`)
      .join(" || ");
    const drawn = styles.some(
      (style) =>
        (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
        (style.boxShadow !== "none" && style.boxShadow !== ""),
    );
    const unfocused = (window as unknown as { unfocusedLooks: Map<Element, string> }).unfocusedLooks.get(element);
    // Hidden means off screen, or something else (the sticky header) drawn on top of its middle.
    const box = element.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = box.top + Math.min(box.height / 2, 10);
    const onTop = y >= 0 && y < window.innerHeight ? document.elementFromPoint(x, y) : null;
    const hidden = !onTop || !(onTop === element || element.contains(onTop) || onTop.contains(element));
    return {
      label: `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40) || element.getAttribute("name") || element.id}"`,
      // Unread unfocused (an element made after the reading) counts as not shown: the test cannot tell.
      visible: drawn && unfocused !== undefined && unfocused !== look,
      hidden,
      ringContrast: (window as unknown as { ringContrast: (element: Element) => number }).ringContrast(element),
    };
  });
}

a11y("the skip link is the first Tab stop and moves focus to the main content", async () => {
  await open("/services/attic", 1280);
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  assert.is(await focused.innerText(), "Skip to main content");
  assert.ok(await focused.isVisible());
  const box = await focused.boundingBox();
  assert.ok(box && box.y >= 0 && box.y < 100, "the skip link shows at the top when focused");
  await page.keyboard.press("Enter");
  assert.is(await page.evaluate(() => document.activeElement?.id), "main");
});

/**
 * Rounds the page once with `key` (Tab, or Shift+Tab back up), from the first stop back to it, the
 * page's controls read unfocused first: what each stop looked like. Focus passes the browser's own
 * UI, or the map's frame, on the way; those stops are not the page's to draw.
 */
async function walkFocus(key: "Tab" | "Shift+Tab"): Promise<FocusReport[]> {
  await page.evaluate(RING_CONTRAST_SCRIPT);
  assert.ok((await recordUnfocused()) > 20, "the page's controls, read unfocused");
  const reports: FocusReport[] = [];
  for (let presses = 0; presses < MAX_TAB_STOPS; presses += 1) {
    await page.keyboard.press(key);
    const report = await describeFocus();
    if (!report) continue;
    if (report.label === reports[0]?.label) break;
    reports.push(report);
  }
  assert.ok(reports.length > 20, `walked ${reports.length} stops with ${key}`);
  return reports;
}

for (const width of WIDTHS) {
  for (const path of ["/", "/contact", "/facts"]) {
    a11y(
      `keyboard focus draws an indicator the control lacks unfocused, of 3:1 against the band behind it (light and dark), never under the sticky header, on ${path} at ${width} px`,
      async () => {
        await open(path, width);
        const problems: string[] = [];
        for (const report of await walkFocus("Tab")) {
          if (!report.visible) problems.push(`no focus indicator on ${report.label} that it lacks unfocused`);
          if (report.hidden) problems.push(`${report.label} is hidden under the header or off screen`);
          if (report.ringContrast < FOCUS_RING_CONTRAST)
            problems.push(`${report.label}: its focus ring's contrast with the band behind it is ${report.ringContrast.toFixed(2)}`);
        }
        assert.equal(problems, []);
      },
    );
  }
}

a11y(
  "walking back up a page with Shift+Tab, and following a contents link, nothing focused or reached lands under the sticky header, and on a phone the contents box scrolls away",
  async () => {
    for (const width of WIDTHS) {
      // Each control comes into view from above: the browser scrolls it to the top of the screen.
      await open("/services/wall", width);
      const hidden = (await walkFocus("Shift+Tab")).filter((report) => report.hidden).map((report) => `${report.label} at ${width} px`);
      assert.equal(hidden, [], "hidden under the header or off screen");
      // A contents link of the privacy policy: its section's heading shows below the header.
      await open("/privacy", width);
      await page.locator('.contents a[href="#how-long"]').click();
      await page.waitForFunction(() => window.scrollY > 0);
      const gap = await page.evaluate(() => {
        const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
        return (document.getElementById("how-long")?.getBoundingClientRect().top ?? 0) - header;
      });
      assert.ok(gap >= 0, `the heading's top is ${gap.toFixed(0)} px from the header's bottom at ${width} px`);
      // On a phone the contents box scrolls away with the page; beside the text (wide screens) it stays.
      const contentsBottom = await page.evaluate(() => {
        const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
        return (document.querySelector(".contents")?.getBoundingClientRect().bottom ?? 0) - header;
      });
      if (width < 960)
        assert.ok(
          contentsBottom <= 0,
          `the contents box left the screen at ${width} px (${contentsBottom.toFixed(0)} px below the header)`,
        );
    }
  },
);

a11y.run();
