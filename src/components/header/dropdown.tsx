// One of the desktop menu's two groups, as a <details> disclosure: its <summary> opens and closes
// the list natively, by click, Enter or Space, before the app starts and without JavaScript, and
// browsers expose its expanded state themselves. The two share a name, so opening one closes the
// other. The app adds what the platform does not: hover opens, Escape closes and returns focus,
// focus or a pointer leaving closes, a navigation closes. It never renders the open state
// itself, so hydration leaves a group the visitor opened early as it is.
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { FocusEvent, KeyboardEvent, MouseEvent } from "react";
import type { MenuGroup } from "./menu.ts";
import { MenuLink } from "./menu-link.tsx";
import { DropdownItem } from "./styles.ts";
import { useAfterNavigation } from "./use-navigation.ts";

/** The exclusive-accordion name the desktop groups share. */
const GROUP_NAME = "main-menu";

export function Dropdown({ group }: { group: MenuGroup }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // A click right after hover opened the group keeps it open instead of closing it again.
  const openedByHover = useRef(false);

  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };

  // A group opened before the app started.
  useEffect(() => setOpen(detailsRef.current?.open ?? false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close only reads the ref; the listener follows the open state alone.
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  useAfterNavigation(close, open);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && detailsRef.current?.open) {
      event.stopPropagation();
      close();
      detailsRef.current.querySelector("summary")?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const onSummaryClick = (event: MouseEvent) => {
    if (openedByHover.current) event.preventDefault();
    openedByHover.current = false;
  };

  return (
    <DropdownItem
      data-dropdown
      onMouseEnter={() => {
        const details = detailsRef.current;
        if (!details || details.open) return;
        openedByHover.current = true;
        details.open = true;
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        close();
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <details ref={detailsRef} name={GROUP_NAME} onToggle={(event) => setOpen(event.currentTarget.open)}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is the disclosure's own button. */}
        <summary onClick={onSummaryClick}>
          {group.label}
          <ChevronDown size={18} aria-hidden="true" />
        </summary>
        <ul>
          {group.items.map((item) => (
            <li key={item.to}>
              <MenuLink to={item.to} onClick={close}>
                {item.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </details>
    </DropdownItem>
  );
}
