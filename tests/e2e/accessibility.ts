// Accessibility as part of correctness: axe-core finds no WCAG 2.2 AA violation and no breach of
// its best practices on every route at phone width and on a page of each template at desktop
// width, and IBM's Equal Access engine no violation of its WCAG 2.2 policy on a page of each
// template at phone width, as visitors meet them: the home page loaded, each other route reached
// by a link, the not-found page loaded (the two engines on the same page, one after the other); then,
// with the menus open, every colour pair the page shows meets its WCAG AA contrast (4.5:1 for
// text, glyphs and placeholders, 3:1 for large text, icons and field borders), read from what
// Chromium renders (colour-pairs.ts), not listed by hand, so a new pale pair anywhere fails, and
// every tap target is at least the design brief's 24 x 24 px (tap-targets.ts). The
// IBM engine's "potential" and "manual" findings, which ask a person to look, are listed with a
// decision each in docs/testing-accessibility.md. The skip link and keyboard focus: keyboard-focus.ts;
// the theme's colours for states a page at rest does not show: theme.ts. And the numbered process
// lists: each step's number, drawn by a CSS counter, as Chromium's accessibility tree reads it.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { pages } from "../../src/site/site-pages.ts";
import { color } from "../../src/styles/theme.ts";
import { CLOSE_MENUS_IN_PAGE, COLOUR_PAIRS_IN_PAGE, contrast, OPEN_MENUS_IN_PAGE } from "../helpers/colour-pairs.ts";
import type { ColourPair } from "../helpers/colour-pairs.ts";
import { NOT_FOUND_CONSOLE } from "../helpers/page-watchers.ts";
import { axProcessNumbers, PROCESS_LISTS } from "../helpers/process-lists.ts";
import { SMALL_TAP_TARGETS_IN_PAGE, SMALLEST_TARGET_PX } from "../helpers/tap-targets.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { waitForIdle } from "../helpers/page-waits.ts";
import { clickLinkTo } from "../helpers/visitor-actions.ts";
import { onePageOfEachTemplate } from "../helpers/template-pages.ts";

/** WCAG 2.2 AA, and axe's best practices (unique landmarks, one main, heading order, and so on). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** IBM Equal Access's policy for WCAG 2.2, A and AA (its other policies add IBM's own requirements). */
const ACE_POLICY = "WCAG_2_2";
/** A phone's width, where most visitors are, and a desktop's. */
const PHONE_WIDTH = 390;
const WIDTHS = [PHONE_WIDTH, 1280];
/**
 * Where the checks whose findings follow the template run, beside axe at phone width on every
 * route: axe at desktop width (what changes with the width is the header's menus, the footer's
 * columns and the layout, each a template's) and IBM's engine, at phone width. A kind's pages are
 * one template with other words; axe reads each one's own content at phone width. IBM's engine on
 * every route took about twice axe's time (docs/testing-accessibility.md).
 */
const TEMPLATE_PATHS: ReadonlySet<string> = new Set([...onePageOfEachTemplate(pages).map((page) => page.path), "/no-such-page"]);

const a11y = browserSuite("accessibility");
let axeSource: string;
let aceSource: string;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy allows; once
  // a document.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
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
  if (!(await page.evaluate(() => "ace" in window))) await page.evaluate(aceSource);
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

a11y.before(async () => {
  const require = createRequire(import.meta.url);
  axeSource = await readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  aceSource = await readFile(require.resolve("accessibility-checker-engine/ace.js"), "utf8");
});

/** Every colour pair read on every page, for the check that the scan reads each kind of mark. */
const seenPairs: ColourPair[] = [];
/** Each route's numbered process lists at phone width, each step's number as Chromium's accessibility tree reads it. */
const processNumbers = new Map<string, string[][]>();

/** The page's colour pairs below their minimum, once each, with where each was found first. */
async function contrastFailures(page: Page): Promise<string[]> {
  await page.evaluate(OPEN_MENUS_IN_PAGE);
  const found = (await page.evaluate(COLOUR_PAIRS_IN_PAGE)) as ColourPair[];
  seenPairs.push(...found);
  const failing = new Map<string, string>();
  for (const pair of found) {
    const ratio = contrast(pair.foreground, pair.background);
    const key = `${pair.kind} ${pair.foreground} on ${pair.background}`;
    if (ratio < pair.minimum && !failing.has(key)) failing.set(key, `${key}: ${ratio.toFixed(2)}:1 < ${pair.minimum}:1 (${pair.example})`);
  }
  return [...failing.values()];
}

/**
 * The engines' violations on the page shown (axe at phone width or on a page of its template, IBM's
 * on a page of its template at phone width), then its pairs below their contrast, each named by its
 * check, the page and the width.
 */
async function violationsOn(page: Page, path: string, width: number): Promise<string[]> {
  const template = TEMPLATE_PATHS.has(path);
  const axe = (width === PHONE_WIDTH || template ? await axeViolations(page) : []).map(
    (violation) => `axe ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  const ibm = width === PHONE_WIDTH && template ? (await aceViolations(page)).map((violation) => `IBM ${violation}`) : [];
  if (width === PHONE_WIDTH) processNumbers.set(path, await axProcessNumbers(page));
  // Last: the menus it opens are closed again before the next page, their links' sizes read too.
  const pale = (await contrastFailures(page)).map((failure) => `contrast ${failure}`);
  const small = ((await page.evaluate(SMALL_TAP_TARGETS_IN_PAGE)) as string[]).map(
    (target) => `tap target under ${SMALLEST_TARGET_PX} px: ${target}`,
  );
  await page.evaluate(CLOSE_MENUS_IN_PAGE);
  return [...axe, ...ibm, ...pale, ...small].map((violation) => `${path} at ${width} px: ${violation}`);
}

/**
 * Every route at one width, as visitors meet them: the home page loaded, each other page reached by
 * a link from the one before (the app renders it in the same document, the pages left kept hidden in
 * <main>), then an unknown path loaded, the not-found page with its 404.
 */
async function violationsAt(width: number): Promise<string[]> {
  const [first = "/", ...linked] = pages.map((route) => route.path);
  const page = await a11y.open(first, { width, kept: true });
  const found = await violationsOn(page, first, width);
  for (const path of linked) {
    await clickLinkTo(page, path);
    await page.waitForURL(`${a11y.server.url}${path}`);
    await waitForIdle(page);
    await page.evaluate(() => document.querySelector("[data-test-link]")?.remove());
    found.push(...(await violationsOn(page, path, width)));
  }
  await a11y.open("/no-such-page", { width, kept: true });
  found.push(...(await violationsOn(page, "/no-such-page", width)));
  return found;
}

a11y(
  `every colour pair meets its WCAG AA contrast and every tap target is ${SMALLEST_TARGET_PX} x ${SMALLEST_TARGET_PX} px or more on every route at ${WIDTHS.join(" and ")} px; axe finds no WCAG 2.2 AA violation and no breach of best practice on every route at ${PHONE_WIDTH} px and a page of each template at ${WIDTHS[1]} px; IBM Equal Access no WCAG 2.2 violation on a page of each template at ${PHONE_WIDTH} px`,
  async () => {
    a11y.expectConsole(...NOT_FOUND_CONSOLE);
    // The two widths side by side, each in a tab of its own: the machine's cores share the work.
    const found = await Promise.all(WIDTHS.map(violationsAt));
    assert.equal(found.flat(), []);
  },
);

a11y("the contrast scan read text, generated text, icons and field borders on the pages, the review stars among them", () => {
  // A scan that found nothing would pass anything: each kind of mark the site has is there.
  const kinds = new Set(seenPairs.map((pair) => pair.kind));
  for (const kind of ["text", "large text", "generated text", "icon", "field border"]) assert.ok(kinds.has(kind), `no ${kind} found`);
  assert.ok(
    seenPairs.some((pair) => pair.example.includes("\u2606") && pair.foreground === color.star),
    "the review stars are among the marks read",
  );
});

/** Each visible element's own text and its computed font size, in document order. */
const TEXT_SIZES_IN_PAGE = `[...document.querySelectorAll("body *")]
  .filter((element) => element.getClientRects().length > 0 && [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim()))
  .map((element) => [element.tagName.toLowerCase() + ' "' + element.textContent.trim().slice(0, 30) + '"', parseFloat(getComputedStyle(element).fontSize)])`;
/** How much every text grows, at least, when the reader doubles the browser's text size: body text doubles; headings, sized partly by the screen's width, grow by more than half. */
const TEXT_SIZE_GROWTH = 1.5;

a11y(
  `with the browser's text size doubled, every text on the page grows ${TEXT_SIZE_GROWTH} times or more, body text twice (WCAG 1.4.4)`,
  async () => {
    for (const path of ["/", "/contact"]) {
      const page = await a11y.open(path, { width: WIDTHS[1], kept: true });
      const before = (await page.evaluate(TEXT_SIZES_IN_PAGE)) as [string, number][];
      const cdp = await page.context().newCDPSession(page);
      // The reader's own default size, 32 px instead of 16 (Chrome's "Very large" is 24).
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } });
      const after = (await page.evaluate(TEXT_SIZES_IN_PAGE)) as [string, number][];
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16 } });
      await cdp.detach();
      assert.ok(before.length > 50, `${path}: the texts read (${before.length})`);
      const small = before
        .map(([label, size], index) => ({ label, growth: (after[index]?.[1] ?? 0) / size }))
        .filter(({ growth }) => growth < TEXT_SIZE_GROWTH)
        .map(({ label, growth }) => `${path}: ${label} grew ${growth.toFixed(2)} times`);
      assert.equal(small, []);
      const paragraph = before.findIndex(([label]) => label.startsWith("p "));
      assert.is((after[paragraph]?.[1] ?? 0) / (before[paragraph]?.[1] ?? 1), 2, `${path}: body text doubles`);
    }
  },
);

a11y(
  "each numbered process list reads its steps' numbers, 1 to the last: the six service pages' and the facts page's, and no other",
  () => {
    assert.is(Object.keys(PROCESS_LISTS).length, 7, "the six service pages and the facts page");
    for (const path of [...pages.map((route) => route.path), "/no-such-page"]) {
      const steps = PROCESS_LISTS[path];
      const expected = steps ? [Array.from({ length: steps }, (_, index) => String(index + 1))] : [];
      assert.equal(processNumbers.get(path), expected, `${path}: its process lists' numbers`);
    }
  },
);

a11y.run();
