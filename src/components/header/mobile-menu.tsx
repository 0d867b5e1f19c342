// The phone's menu: a button that opens a popover panel through popovertarget. The browser opens
// and closes it (the button, Escape, a tap outside) from the first paint, with or without
// JavaScript, and exposes the button's expanded state itself. The app adds aria-expanded once it
// runs, reading the panel's real state first, so a tap made before it started is kept, and, while
// the panel is open, closes it when the visitor navigates.
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { isGroup } from "./menu.ts";
import type { MenuEntry } from "./menu.ts";
import { MenuLink } from "./menu-link.tsx";
import { MobilePanel, Toggle } from "./styles.ts";
import { useAfterNavigation } from "./use-navigation.ts";

function isOpen(panel: HTMLElement | null): boolean {
  try {
    return panel?.matches(":popover-open") ?? false;
  } catch {
    // A browser without popovers shows the panel in place (styles.ts).
    return false;
  }
}

export function MenuToggle({ panelId }: { panelId: string }) {
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const follow = () => setOpen(isOpen(panel));
    follow();
    panel.addEventListener("toggle", follow);
    return () => panel.removeEventListener("toggle", follow);
  }, [panelId]);
  useAfterNavigation(() => document.getElementById(panelId)?.hidePopover(), open === true);

  return (
    <Toggle data-nav-toggle type="button" popoverTarget={panelId} aria-controls={panelId} aria-expanded={open ?? undefined}>
      <Menu className="icon-open" size={22} aria-hidden="true" />
      <X className="icon-close" size={22} aria-hidden="true" />
      <span>Menu</span>
    </Toggle>
  );
}

export function MobileMenu({ id, entries }: { id: string; entries: readonly MenuEntry[] }) {
  return (
    <MobilePanel id={id} popover="auto" aria-label="Main (mobile)" data-nav-panel>
      <ul>
        {entries.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label} className="group">
              <span className="group-label">{entry.label}</span>
              <ul>
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <MenuLink to={item.to}>{item.label}</MenuLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.to}>
              <MenuLink to={entry.to}>{entry.label}</MenuLink>
            </li>
          ),
        )}
      </ul>
    </MobilePanel>
  );
}
