// The numbered process lists as Chromium renders them: the first text of each step, which is the
// number its CSS counter draws (src/components/sections.tsx), read from the accessibility tree
// that screen readers read too. A process list is an ordered list in <main> whose every item holds
// a heading; the breadcrumb's and the legal pages' contents hold none.
import type { Page } from "playwright-core";
import { SERVICE_PAGES } from "../expected/page-bodies.ts";

/** A node of Chromium's accessibility tree (Accessibility.getFullAXTree), the fields the tests read. */
export interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  parentId?: string;
  childIds?: string[];
  backendDOMNodeId?: number;
}

/**
 * The pages with a numbered process list, and how many steps it has: each service page's, and the
 * facts page's "six-step installation process" (the spec, section 2).
 */
export const PROCESS_LISTS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(SERVICE_PAGES).map(([path, page]) => [path, page.steps])),
  "/facts": 6,
};

/** The first text of each step of each process list on the page shown (hidden pages have no accessibility nodes). */
export async function axProcessNumbers(page: Page): Promise<string[][]> {
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
    .filter((node) => node.role?.value === "list" && !node.ignored)
    .map((list) => children(list).filter((child) => child.role?.value === "listitem" && ordered.has(child.backendDOMNodeId ?? -1)))
    .filter((items) => items.length > 0 && items.every((item) => below(item).some((child) => child.role?.value === "heading")))
    .map((items) => items.map(firstText));
}
