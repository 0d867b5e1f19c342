// The phone's menu: a button that opens a popover panel through popovertarget. The browser opens
// and closes it (the button, Escape, a tap outside) from the first paint, with or without
// JavaScript, and exposes the button's expanded state itself. The app adds aria-expanded once it
// runs, reading the panel's real state first, so a tap made before it started is kept, and, while
// the panel is open, closes it when the visitor navigates.
import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useRuntime } from "../../navigation/index.ts";
import { isGroup } from "./menu.ts";
import type { MenuEntry } from "./menu.ts";
import { MenuLink } from "./menu-link.tsx";
import { MobilePanel, Toggle } from "./styles.ts";

function isOpen(panel: HTMLElement | null): boolean {
  try {
    return panel?.matches(":popover-open") ?? false;
  } catch {
    // A browser without popovers shows the panel in place (styles.ts).
    return false;
  }
}

export function MenuToggle({ panelId }: { panelId: string }) {
  const toggle = useRef<HTMLButtonElement>(null);
  const { history } = useRuntime();

  // aria-expanded is written on the button itself, not through React's state: the tap's frame then
  // holds the browser's own work, with no render of the header after it (docs/decisions.md).
  useEffect(() => {
    const panel = document.getElementById(panelId);
    const button = toggle.current;
    if (!panel || !button) return;
    let stopFollowing: (() => void) | undefined;
    const follow = () => {
      const open = isOpen(panel);
      button.setAttribute("aria-expanded", String(open));
      // While open, a navigation closes it; a closed menu runs nothing on a tap.
      stopFollowing?.();
      stopFollowing = open ? history?.listen(() => panel.hidePopover()) : undefined;
    };
    follow();
    panel.addEventListener("toggle", follow);
    return () => {
      panel.removeEventListener("toggle", follow);
      stopFollowing?.();
    };
  }, [panelId, history]);

  return (
    <Toggle ref={toggle} data-nav-toggle type="button" popoverTarget={panelId} aria-controls={panelId}>
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
