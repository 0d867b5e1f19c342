// The sticky site header: logo, the desktop menu with its two groups, the phone link and, below
// the desktop breakpoint, a button that opens the stacked menu. Every control is the platform's
// own (a <details> disclosure, a popover), so it works from the first paint, before the app
// starts and without JavaScript; the app only adds to it (dropdown.tsx, mobile-menu.tsx).
import { Phone } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { business, telHref } from "../../content/business.ts";
import { Logo } from "../logo.tsx";
import { Dropdown } from "./dropdown.tsx";
import { isGroup } from "./menu.ts";
import type { MenuEntry } from "./menu.ts";
import { MenuToggle, MobileMenu } from "./mobile-menu.tsx";
import { Bar, DesktopNav, Inner, PhoneLink, TopLink } from "./styles.ts";

export function Header({ menu }: { menu: readonly MenuEntry[] }) {
  const barRef = useRef<HTMLElement>(null);
  const panelId = useId();

  // data-js only tells that the page has hydrated (the browser tests wait for it); no style uses
  // it. Set on the element, since a re-render of the whole header for it would cost a long task.
  useEffect(() => {
    if (barRef.current) barRef.current.dataset.js = "on";
  }, []);

  return (
    <Bar ref={barRef} data-js="off" data-site-header data-tone="dark">
      <Inner>
        <Logo />
        <DesktopNav aria-label="Main">
          <ul>
            {menu.map((entry) =>
              isGroup(entry) ? (
                <Dropdown key={entry.label} group={entry} />
              ) : (
                <li key={entry.to}>
                  <TopLink to={entry.to}>{entry.label}</TopLink>
                </li>
              ),
            )}
          </ul>
        </DesktopNav>
        <PhoneLink href={telHref(business.phone)} aria-label={`Call ${business.phone.display}`}>
          <Phone size={18} aria-hidden="true" />
          <span className="phone-number">{business.phone.display}</span>
        </PhoneLink>
        <MenuToggle panelId={panelId} />
      </Inner>
      <MobileMenu id={panelId} entries={menu} />
    </Bar>
  );
}
