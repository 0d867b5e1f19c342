// The comparison tables on a phone: each keeps its table layout (no ARIA roles standing in for
// lost semantics), so Chromium's accessibility tree shows a table of rows, column headers, row
// headers and cells; a table of three or more columns scrolls sideways in its focusable box, named
// by its caption, with its first column held in place.
import { readFile } from "node:fs/promises";
import * as assert from "uvu/assert";
import { load } from "cheerio";
import type { Page } from "playwright-core";
import { pages } from "../../src/site/site-pages.ts";
import { htmlFileFor } from "../../scripts/build/dist.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import type { AxNode } from "../helpers/process-lists.ts";

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

phone.run();
