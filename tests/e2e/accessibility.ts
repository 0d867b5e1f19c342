// Accessibility as part of correctness: axe-core finds no WCAG 2.2 AA violation and no breach of
// its best practices, and IBM's Equal Access engine no violation of its WCAG 2.2 policy, on any
// route at phone and desktop width (the two engines on the same page, one after the other). The
// IBM engine's "potential" and "manual" findings, which ask a person to look, are listed with a
// decision each in docs/testing-accessibility.md. The skip link and keyboard focus: keyboard-focus.ts.
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

const a11y = browserSuite("accessibility");
let axeSource: string;
let aceSource: string;

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

a11y.before(async () => {
  const require = createRequire(import.meta.url);
  axeSource = await readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  aceSource = await readFile(require.resolve("accessibility-checker-engine/ace.js"), "utf8");
});

/** Both engines' violations on a page, each named by its engine, the page and the width. */
async function violationsAt(path: string, width: number): Promise<string[]> {
  const opened = await a11y.open(path, { width, kept: true });
  const axe = (await axeViolations(opened)).map(
    (violation) => `axe ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  const ibm = (await aceViolations(opened)).map((violation) => `IBM ${violation}`);
  return [...axe, ...ibm].map((violation) => `${path} at ${width} px: ${violation}`);
}

for (const path of [...pages.map((route) => route.path), "/no-such-page"]) {
  // The two widths side by side, each in a tab kept for its width: the machine's cores share the work.
  a11y(
    `axe finds no WCAG 2.2 AA violation and no breach of best practice, and IBM Equal Access no WCAG 2.2 violation, on ${path} at ${WIDTHS.join(" and ")} px`,
    async () => {
      if (path === "/no-such-page") a11y.expectConsole(...NOT_FOUND_CONSOLE);
      const found = await Promise.all(WIDTHS.map((width) => violationsAt(path, width)));
      assert.equal(found.flat(), []);
    },
  );
}

a11y.run();
