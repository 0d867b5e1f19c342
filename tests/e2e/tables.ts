// The comparison tables on a phone: each keeps its table layout (no ARIA roles standing in for
// lost semantics), so Chromium's accessibility tree shows a table of rows, column headers, row
// headers and cells; a table of three or more columns scrolls sideways in its focusable box, named
// by its caption, with its first column held in place. And the numbered process lists: each step
// shows its number, 1 to the last, as Chromium renders the list (the numbers are CSS counters, which
// its accessibility tree reads out with the step).
import { readFile } from "node:fs/promises";
import * as assert from "uvu/assert";
import { load } from "cheerio";
import type { Page } from "playwright-core";
import { pages } from "../../src/site/site-pages.ts";
import { htmlFileFor } from "../../scripts/build/dist.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { SERVICE_PAGES } from "../expected/page-bodies.ts";

const PHONE_WIDTH = 390;
/** The display of each part of a table that keeps its semantics in every browser. */
const TABLE_DISPLAY: Readonly<Record<string, string>> = {
  table: "table",
  thead: "table-header-group",
  tbody: "table-row-group",
  tr: "table-row",
  th: "table-cell",
  td: "table-cell",
};
/** How far the test scrolls a wide table's box. */
const SCROLL_BY = 80;

interface BuiltTable {
  path: string;
  caption: string;
  columns: number;
  rows: number;
}

/** The routes whose built page holds a table, with the table's shape as the HTML gives it. */
async function builtTables(): Promise<BuiltTable[]> {
  const found: BuiltTable[] = [];
  for (const route of pages) {
    const $ = load(await readFile(htmlFileFor(route.path), "utf8"));
    $("#main table").each((_, table) => {
      found.push({
        path: route.path,
        caption: $(table).find("caption").text(),
        columns: $(table).find("thead th").length,
        rows: $(table).find("tbody tr").length,
      });
    });
  }
  return found;
}

interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  parentId?: string;
  childIds?: string[];
  backendDOMNodeId?: number;
}

interface AxTable {
  /** The name of the table's nearest named ancestor, and its role. */
  boxRole: string;
  boxName: string;
  tableName: string;
  /** Every role below the table, ignored nodes left out, in order. */
  roles: string[];
}

/** The table as Chromium's accessibility tree exposes it to screen readers. */
async function axTable(page: Page, caption: string): Promise<AxTable> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const table = nodes.find((node) => node.role?.value === "table" && node.name?.value === caption);
  if (!table) throw new Error(`no table named "${caption}" in the accessibility tree`);
  const roles: string[] = [];
  const walk = (node: AxNode) => {
    for (const id of node.childIds ?? []) {
      const child = byId.get(id);
      if (!child) continue;
      if (!child.ignored && child.role) roles.push(child.role.value);
      walk(child);
    }
  };
  walk(table);
  let box = table.parentId ? byId.get(table.parentId) : undefined;
  while (box && (box.ignored || !box.name?.value)) box = box.parentId ? byId.get(box.parentId) : undefined;
  return { boxRole: box?.role?.value ?? "", boxName: box?.name?.value ?? "", tableName: table.name?.value ?? "", roles };
}

/**
 * The pages with a numbered process list, and how many steps it has: each service page's, and the
 * facts page's "six-step installation process" (the spec, section 2).
 */
const PROCESS_LISTS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(SERVICE_PAGES).map(([path, page]) => [path, page.steps])),
  "/facts": 6,
};

/** The first text of each item of each ordered list whose items hold a heading (a process), as Chromium's accessibility tree has it. */
async function axProcessNumbers(page: Page): Promise<string[][]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send("DOM.getDocument")) as { root: { nodeId: number } };
  const { nodeIds } = (await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "#main ol > li" })) as { nodeIds: number[] };
  const ordered = new Set<number>();
  for (const nodeId of nodeIds)
    ordered.add(((await cdp.send("DOM.describeNode", { nodeId })) as { node: { backendNodeId: number } }).node.backendNodeId);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const children = (node: AxNode) => (node.childIds ?? []).flatMap((id) => byId.get(id) ?? []);
  const below = (node: AxNode): AxNode[] => children(node).flatMap((child) => [child, ...below(child)]);
  const firstText = (node: AxNode) => below(node).find((child) => !child.ignored && child.role?.value === "StaticText")?.name?.value ?? "";
  return nodes
    .filter((node) => node.role?.value === "list")
    .map((list) => children(list).filter((child) => child.role?.value === "listitem" && ordered.has(child.backendDOMNodeId ?? -1)))
    .filter((items) => items.length > 0 && items.every((item) => below(item).some((child) => child.role?.value === "heading")))
    .map((items) => items.map(firstText));
}

/** Read before the tests are declared, so that there is one test per table. */
const tables = await builtTables();

const phone = browserSuite("comparison tables on a phone");

phone("every comparison table of the content is on its built page", () => {
  assert.is(tables.length, 4, "the three service pages' tables (crawl space, wall, soundproofing) and the facts page's");
});

for (const table of tables) {
  phone(`${table.path} at ${PHONE_WIDTH} px: a real table in Chromium's accessibility tree, with no ARIA roles on its parts`, async () => {
    const page = await phone.open(table.path, { width: PHONE_WIDTH, kept: true });
    // The semantics come from the elements themselves, and the layout keeps them: every part
    // displays as a table part (Safari drops a table's semantics when CSS makes it a block).
    const parts = await page.locator("#main table").evaluate((element) => ({
      roles: [element, ...element.querySelectorAll("*")]
        .filter((node) => node.hasAttribute("role"))
        .map((node) => node.tagName.toLowerCase()),
      display: [element, ...element.querySelectorAll("thead, tbody, tr, th, td")].map((node) => [
        node.tagName.toLowerCase(),
        getComputedStyle(node).display,
      ]),
    }));
    assert.equal(parts.roles, [], "no explicit roles on the table or its parts");
    for (const [tag = "", display] of parts.display) assert.is(display, TABLE_DISPLAY[tag], `${tag} displays as ${display}`);

    const ax = await axTable(page, table.caption);
    assert.is(ax.tableName, table.caption, "the caption names the table");
    const count = (role: string) => ax.roles.filter((found) => found === role).length;
    assert.is(count("row"), table.rows + 1, "a row for the header and each body row");
    assert.is(count("columnheader"), table.columns);
    assert.is(count("rowheader"), table.rows);
    assert.is(count("cell"), table.rows * (table.columns - 1));
    // The box the table scrolls in: focusable, and a group named by the caption, not a landmark.
    assert.is(ax.boxRole, "group");
    assert.is(ax.boxName, table.caption);
    assert.is(await page.locator("#main table").evaluate((element) => element.parentElement?.tabIndex), 0);
  });
}

phone(`tables of three or more columns scroll sideways at ${PHONE_WIDTH} px with their first column held, and fit at 1280 px`, async () => {
  const wide = tables.filter((table) => table.columns > 2);
  assert.ok(wide.length >= 3, `${wide.length} wide tables`);
  for (const table of wide) {
    for (const width of [PHONE_WIDTH, 1280]) {
      const page = await phone.open(table.path, { width, kept: true });
      const box = page.locator("#main table").locator("xpath=..");
      const moved = await box.evaluate(async (element, by) => {
        const first = element.querySelector("tbody th") as HTMLElement;
        const second = element.querySelector("tbody td") as HTMLElement;
        const before = { first: first.getBoundingClientRect().left, second: second.getBoundingClientRect().left };
        element.scrollLeft = by;
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        return {
          overflows: element.scrollWidth > element.clientWidth,
          first: first.getBoundingClientRect().left - before.first,
          second: second.getBoundingClientRect().left - before.second,
          page: document.documentElement.scrollWidth,
        };
      }, SCROLL_BY);
      const where = `${table.path} at ${width} px`;
      assert.ok(moved.page <= width, `${where}: the page stays as wide as the screen (${moved.page} px)`);
      if (width === PHONE_WIDTH) {
        assert.ok(moved.overflows, `${where}: the table is wider than its box`);
        assert.is(moved.first, 0, `${where}: the row headers stay in place`);
        assert.is(moved.second, -SCROLL_BY, `${where}: the other columns scroll`);
      } else {
        assert.not.ok(moved.overflows, `${where}: the table fits its box`);
      }
    }
  }
});

phone(`each numbered process list shows its steps' numbers, 1 to the last, at ${PHONE_WIDTH} px`, async () => {
  assert.is(Object.keys(PROCESS_LISTS).length, 7, "the six service pages and the facts page");
  for (const [path, steps] of Object.entries(PROCESS_LISTS)) {
    const page = await phone.open(path, { width: PHONE_WIDTH, kept: true });
    const numbers = Array.from({ length: steps }, (_, index) => String(index + 1));
    assert.equal(await axProcessNumbers(page), [numbers], `${path}: one process list, its steps numbered`);
  }
});

phone.run();
