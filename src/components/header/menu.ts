// The header's menu, built from the route table's menu links (routes.tsx: the fixed pages, and the
// services and areas every page names, with their index when there are more): each link's label
// and the menu place it names.
// The header draws the same entries twice, as the desktop bar and as the phone's stacked menu.
import type { MenuPage, MenuPlace } from "../kind-links.ts";

/** The groups' labels, in the order pages name them. */
const MENU_GROUP_LABELS = {
  services: "Services",
  areas: "Service Areas",
} as const satisfies Record<Exclude<MenuPlace, "bar" | "footer">, string>;

interface MenuLink {
  label: string;
  to: string;
}

export interface MenuGroup {
  label: string;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "items" in entry;
}

/** The pages in route-table order; a group stands where its first page does. */
export function buildMenu(pages: readonly MenuPage[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const groups = new Map<MenuPlace, MenuGroup>();
  for (const page of pages) {
    const link = { label: page.label, to: page.path };
    if (page.menu === "footer") continue;
    if (page.menu === "bar") {
      entries.push(link);
      continue;
    }
    let group = groups.get(page.menu);
    if (!group) {
      group = { label: MENU_GROUP_LABELS[page.menu], items: [] };
      groups.set(page.menu, group);
      entries.push(group);
    }
    group.items.push(link);
  }
  return entries;
}
