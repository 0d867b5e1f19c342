// Accessibility as part of correctness: axe-core finds no WCAG 2.2 AA violation and no breach of
// its best practices, and IBM's Equal Access engine no violation of its WCAG 2.2 policy, on any
// route at phone and desktop width (the two engines on the same page, one after the other); the
// skip link is the first Tab stop; keyboard focus is always visible and never hidden under the
// sticky header. The IBM engine's "potential" and "manual" findings, which ask a person to look,
// are listed with a decision each in docs/testing.md.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { pages } from "../../src/site/site-pages.ts";
import { NOT_FOUND_CONSOLE } from "../helpers/page-watchers.ts";
import { browserSuite } from "../helpers/browser-suite.ts";

/** WCAG 2.2 AA, and axe's best practices (unique landmarks, one main, heading order, and so on). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** IBM Equal Access's policy for WCAG 2.2, A and AA (its other policies add IBM's own requirements). */
const ACE_POLICY = "WCAG_2_2";
const WIDTHS = [390, 1280];
/** Enough Tab presses to walk the whole page, header to footer. */
const MAX_TAB_STOPS = 140;

const a11y = browserSuite("accessibility");
let page: Page;
let axeSource: string;
let aceSource: string;

async function open(path: string, width: number) {
  if (path === "/no-such-page") a11y.expectConsole(...NOT_FOUND_CONSOLE);
  page = await a11y.open(path, { width });
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy allows.
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }));
  }, AXE_TAGS);
}

interface AceResult {
  ruleId: string;
  /** [VIOLATION, RECOMMENDATION or INFORMATION; PASS, FAIL, POTENTIAL or MANUAL]. */
  value: [string, string];
  message: string;
  path: { dom: string };
}

/** IBM Equal Access's violations on the page: failures of a rule that WCAG 2.2 requires. */
async function aceViolations(page: Page): Promise<string[]> {
  // Through the DevTools protocol too; the engine runs no code of its own from strings.
  await page.evaluate(aceSource);
  return page.evaluate(async (policy) => {
    const ace = (
      window as unknown as {
        ace: { Checker: new () => { check: (doc: Document, policies: string[]) => Promise<{ results: AceResult[] }> } };
      }
    ).ace;
    const report = await new ace.Checker().check(document, [policy]);
    return report.results
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .map((result) => `${result.ruleId}: ${result.message} (${result.path.dom})`);
  }, ACE_POLICY);
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

a11y.before(async () => {
  const require = createRequire(import.meta.url);
  axeSource = await readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  aceSource = await readFile(require.resolve("accessibility-checker-engine/ace.js"), "utf8");
});

/** Both engines' violations on a page, each named by its engine, the page and the width. */
async function violationsAt(path: string, width: number): Promise<string[]> {
  const opened = await a11y.open(path, { width });
  const axe = (await axeViolations(opened)).map(
    (violation) => `axe ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  const ibm = (await aceViolations(opened)).map((violation) => `IBM ${violation}`);
  return [...axe, ...ibm].map((violation) => `${path} at ${width} px: ${violation}`);
}

for (const path of [...pages.map((route) => route.path), "/no-such-page"]) {
  // The two widths side by side, each in a page of its own: the machine's cores share the work.
  a11y(
    `axe finds no WCAG 2.2 AA violation and no breach of best practice, and IBM Equal Access no WCAG 2.2 violation, on ${path} at ${WIDTHS.join(" and ")} px`,
    async () => {
      if (path === "/no-such-page") a11y.expectConsole(...NOT_FOUND_CONSOLE);
      const found = await Promise.all(WIDTHS.map((width) => violationsAt(path, width)));
      assert.equal(found.flat(), []);
    },
  );
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

for (const width of WIDTHS) {
  for (const path of ["/", "/contact", "/facts"]) {
    a11y(
      `keyboard focus draws an indicator the control lacks unfocused, of 3:1 against the band behind it (light and dark), never under the sticky header, on ${path} at ${width} px`,
      async () => {
        await open(path, width);
        await page.evaluate(RING_CONTRAST_SCRIPT);
        assert.ok((await recordUnfocused()) > 20, "the page's controls, read unfocused");
        const problems: string[] = [];
        let stops = 0;
        let first: string | undefined;
        // Round the page once: from the skip link back to it (focus passes the browser's own UI,
        // or the map's frame, on the way; those stops are not the page's to draw).
        for (let presses = 0; presses < MAX_TAB_STOPS; presses += 1) {
          await page.keyboard.press("Tab");
          const report = await describeFocus();
          if (!report) continue;
          if (report.label === first) break;
          first ??= report.label;
          stops += 1;
          if (!report.visible) problems.push(`no focus indicator on ${report.label} that it lacks unfocused`);
          if (report.hidden) problems.push(`${report.label} is hidden under the header or off screen`);
          if (report.ringContrast < FOCUS_RING_CONTRAST)
            problems.push(`${report.label}: its focus ring's contrast with the band behind it is ${report.ringContrast.toFixed(2)}`);
        }
        assert.ok(stops > 20, `walked ${stops} stops`);
        assert.equal(problems, []);
      },
    );
  }
}

a11y.run();
