// The sticky site header: logo, the desktop menu with its two dropdowns, the phone link and, below
// the desktop breakpoint, a toggle that opens the stacked menu. Without JavaScript the rules in
// src/styles/no-script.ts (inside <noscript>) open the dropdowns on hover and focus and show the
// stacked menu in place; with JavaScript nothing moves when the page hydrates.
import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent as ReactKeyboardEvent, FocusEvent as ReactFocusEvent } from "react";
import { styled } from "goober";
import { NavLink, useLocation } from "react-router-dom";
import { business, telHref } from "../content/business.ts";
import { AREA_CATALOG, SERVICE_CATALOG } from "../content/catalog.ts";
import { areaPath, PATHS, servicePath } from "../paths.ts";
import { color, desktopMedia, fontSize, fontWeight, headerHeight, maxWidth, radius, shadow, space } from "../styles/theme.ts";
import { Logo } from "./logo.tsx";

interface NavLinkItem {
  label: string;
  to: string;
}

interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

type NavEntry = NavLinkItem | NavGroup;

const NAV: NavEntry[] = [
  { label: "Home", to: PATHS.home },
  { label: "Services", items: SERVICE_CATALOG.map((service) => ({ label: service.name, to: servicePath(service.slug) })) },
  { label: "Service Areas", items: AREA_CATALOG.map((area) => ({ label: area.name, to: areaPath(area.slug) })) },
  { label: "About Us", to: PATHS.about },
  { label: "FAQs", to: PATHS.facts },
  { label: "Contact", to: PATHS.contact },
];

function isGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

const Bar = styled("header")`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${color.navy};
  color: #fff;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.18);
`;

const Inner = styled("div")`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: 0 ${space(5)};
  min-height: ${headerHeight};
  display: flex;
  align-items: center;
  gap: ${space(4)};
`;

const DesktopNav = styled("nav")`
  display: none;
  margin-left: auto;
  ${desktopMedia} { display: block; }
  > ul { display: flex; align-items: center; gap: ${space(1)}; list-style: none; margin: 0; padding: 0; }
`;

const navItemStyle = `
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 44px;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius};
  color: #fff;
  font: inherit;
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;
  svg { flex: none; }
  @media (max-width: 1099.98px) { padding: ${space(2)}; }
  &:hover { background: rgba(255, 255, 255, 0.1); text-decoration: none; }
  &[aria-current="page"] { box-shadow: inset 0 -3px 0 ${color.accent}; }
`;

const TopLink = styled(NavLink)`${navItemStyle}`;
const DisclosureButton = styled("button")`
  ${navItemStyle}
  svg { transition: transform 150ms ease; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`;

const DropdownItem = styled("li")`
  position: relative;
  > ul {
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 16rem;
    margin: 0;
    padding: ${space(2)};
    list-style: none;
    background: #fff;
    border-radius: ${radius};
    box-shadow: ${shadow};
    border: 1px solid ${color.border};
  }
  > ul[data-open="true"] { display: block; }
  > ul a {
    display: block;
    padding: ${space(2)} ${space(3)};
    border-radius: 6px;
    color: ${color.text};
    text-decoration: none;
    font-weight: ${fontWeight.regular};
  }
  > ul a:hover, > ul a[aria-current="page"] { background: ${color.surfaceAlt}; color: ${color.navy}; }
  > ul a:focus-visible { outline-color: ${color.link}; }
`;

const PhoneLink = styled("a")`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  padding: ${space(2)} ${space(4)};
  border-radius: ${radius};
  background: ${color.accent};
  color: ${color.onAccent};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  white-space: nowrap;
  margin-left: auto;
  svg { flex: none; }
  &:hover { background: ${color.accentHover}; text-decoration: none; }
  ${desktopMedia} { margin-left: ${space(2)}; }
  @media (max-width: 479.98px) {
    padding: ${space(2)} ${space(3)};
    .phone-number { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
`;

const Toggle = styled("button")`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  min-width: 44px;
  padding: ${space(2)} ${space(3)};
  border: 2px solid rgba(255, 255, 255, 0.6);
  border-radius: ${radius};
  background: none;
  color: #fff;
  font: inherit;
  font-weight: ${fontWeight.bold};
  cursor: pointer;
  svg { flex: none; }
  ${desktopMedia} { display: none; }
`;

const MobilePanel = styled("nav")`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  max-height: calc(100vh - ${headerHeight});
  overflow-y: auto;
  ${desktopMedia} { display: none; }
  &[data-open="false"] { display: none; }
  ul { list-style: none; margin: 0; padding: 0; }
  > ul { max-width: ${maxWidth}; margin: 0 auto; padding: ${space(2)} ${space(5)} ${space(5)}; }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    color: #fff;
    text-decoration: none;
    font-weight: ${fontWeight.bold};
    border-radius: 6px;
  }
  a:hover, a[aria-current="page"] { background: rgba(255, 255, 255, 0.1); }
  .group-label {
    display: block;
    padding: ${space(3)} ${space(3)} ${space(1)};
    color: ${color.onNavyMuted};
    font-size: ${fontSize.small};
    font-weight: ${fontWeight.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .group a { padding-left: ${space(6)}; font-weight: ${fontWeight.regular}; }
`;

function Dropdown({ group }: { group: NavGroup }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A click right after hover opened the menu keeps it open instead of closing it again.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: ReactFocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <DropdownItem
      ref={itemRef}
      data-dropdown
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <DisclosureButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((wasOpen) => (keepOpen ? true : !wasOpen));
        }}
      >
        {group.label}
        <ChevronDown size={18} aria-hidden="true" />
      </DisclosureButton>
      <ul id={menuId} data-open={open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </DropdownItem>
  );
}

export function Header() {
  const barRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();

  // data-js only tells that the page has hydrated (the browser tests wait for it); no style uses
  // it. Set on the element, since a re-render of the whole header for it would cost a long task.
  useEffect(() => {
    if (barRef.current) barRef.current.dataset.js = "on";
  }, []);

  // Any navigation closes the stacked menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <Bar ref={barRef} data-js="off" data-site-header data-tone="dark">
      <Inner>
        <Logo />
        <DesktopNav aria-label="Main">
          <ul>
            {NAV.map((entry) =>
              isGroup(entry) ? (
                <Dropdown key={entry.label} group={entry} />
              ) : (
                <li key={entry.to}>
                  <TopLink to={entry.to} end>
                    {entry.label}
                  </TopLink>
                </li>
              ),
            )}
          </ul>
        </DesktopNav>
        <PhoneLink href={telHref(business.phone)} aria-label={`Call ${business.phone.display}`}>
          <Phone size={18} aria-hidden="true" />
          <span className="phone-number">{business.phone.display}</span>
        </PhoneLink>
        <Toggle
          data-nav-toggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          <span>Menu</span>
        </Toggle>
      </Inner>
      <MobilePanel id={panelId} aria-label="Main (mobile)" data-open={menuOpen} data-nav-panel>
        <ul>
          {NAV.map((entry) =>
            isGroup(entry) ? (
              <li key={entry.label} className="group">
                <span className="group-label">{entry.label}</span>
                <ul>
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to}>{item.label}</NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.to}>
                <NavLink to={entry.to} end>
                  {entry.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </MobilePanel>
    </Bar>
  );
}
