// The header's look: the bar, the desktop menu with its two disclosures, the phone link, the
// phone's menu button and its popover panel. Browsers without popovers show the stacked menu in
// place instead, in a header that scrolls away, with or without JavaScript.
import { styled } from "../../styles/styled.ts";
import { MenuLink } from "./menu-link.tsx";
import {
  color,
  desktopMedia,
  fontSize,
  fontWeight,
  headerHeight,
  headerShadow,
  maxWidth,
  mobileMedia,
  narrowMedia,
  onDarkVeil,
  panelShadow,
  radius,
  radiusSmall,
  shadow,
  space,
} from "../../styles/theme.ts";

const WHITE = color.onDark;
/** A light veil on navy for hover and the current page. */
const ON_NAVY_HOVER = onDarkVeil.hover;
const NO_POPOVER = "@supports not selector(:popover-open)";

export const Bar = styled("header")`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${color.navy};
  color: ${WHITE};
  box-shadow: ${headerShadow};
  ${NO_POPOVER} { ${mobileMedia} { position: static; } }
  /* The toggle's icon follows the menu from the first paint, before any script. */
  &:has(:popover-open) .icon-open { display: none; }
  &:has(:popover-open) .icon-close { display: block; }
  /* A link the app follows: the bar's lower edge turns amber from the tap's own frame until the
     next page is shown (data-navigating, navigation/router.tsx). */
  [data-navigating] &::after { content: ""; position: absolute; inset: auto 0 0; height: ${space(1)}; background: ${color.accent}; }
`;

export const Inner = styled("div")`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: 0 ${space(5)};
  min-height: ${headerHeight};
  display: flex;
  align-items: center;
  gap: ${space(4)};
  /* At 320 px the logo, the phone button and the labelled menu button fit with 8 px to spare. */
  ${narrowMedia} { padding: 0 ${space(3)}; gap: ${space(2)}; }
`;

export const DesktopNav = styled("nav")`
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
  color: ${WHITE};
  font: inherit;
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;
  svg { flex: none; }
  @media (max-width: 1099.98px) { padding: ${space(2)}; }
  &:hover { background: ${ON_NAVY_HOVER}; text-decoration: none; }
  &[aria-current="page"] { box-shadow: inset 0 -3px 0 ${color.accent}; }
`;

/** A top-level link of the desktop menu, marked while its page is shown (MenuLink). */
export const TopLink = styled(MenuLink)`${navItemStyle}`;

/** A <details> disclosure: its <summary> opens the list below it, with or without JavaScript. */
export const DropdownItem = styled("li")`
  position: relative;
  > details > summary {
    ${navItemStyle}
    list-style: none;
    &::-webkit-details-marker { display: none; }
    svg { transition: transform 150ms ease; }
  }
  > details[open] > summary svg { transform: rotate(180deg); }
  > details > ul {
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 16rem;
    margin: 0;
    padding: ${space(2)};
    list-style: none;
    background: ${color.surface};
    border-radius: ${radius};
    box-shadow: ${shadow};
    border: 1px solid ${color.border};
  }
  > details > ul a {
    display: block;
    padding: ${space(2)} ${space(3)};
    border-radius: ${radiusSmall};
    color: ${color.text};
    text-decoration: none;
    font-weight: ${fontWeight.regular};
  }
  > details > ul a:hover, > details > ul a[aria-current="page"] { background: ${color.surfaceAlt}; color: ${color.navy}; }
  > details > ul a:focus-visible { outline-color: ${color.link}; }
`;

// The number is read out but not shown where the bar has no room for it: on a phone under 520 px,
// beside the menu button, and on a tablet's 960-1099 px, beside the whole desktop menu.
export const PhoneLink = styled("a")`
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
  /* Never squeezed below its content: a tight bar wraps nothing and clips nothing. */
  flex: none;
  svg { flex: none; }
  &:hover { background: ${color.accentHover}; text-decoration: none; }
  ${desktopMedia} { margin-left: ${space(2)}; }
  @media (max-width: 519.98px), (min-width: 960px) and (max-width: 1099.98px) {
    padding: ${space(2)} ${space(3)};
    .phone-number { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
`;

/** Opens the phone's menu through popovertarget: the browser's own toggle, no script needed. */
export const Toggle = styled("button")`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  min-width: 44px;
  padding: ${space(2)} ${space(3)};
  border: 2px solid ${onDarkVeil.outline};
  border-radius: ${radius};
  background: none;
  color: ${WHITE};
  font: inherit;
  font-weight: ${fontWeight.bold};
  cursor: pointer;
  /* Never squeezed below its label: a shrunk button let "Menu" run past its border at 320 px. */
  flex: none;
  svg { flex: none; }
  ${narrowMedia} { padding: ${space(2)}; gap: ${space(1)}; }
  .icon-close { display: none; }
  ${desktopMedia} { display: none; }
  ${NO_POPOVER} { display: none; }
`;

/**
 * The phone's menu: a popover in the top layer, just under the bar. The browser opens it from
 * the toggle, and closes it on Escape and on a tap outside.
 */
export const MobilePanel = styled("nav")`
  position: fixed;
  inset: ${headerHeight} 0 auto 0;
  width: auto;
  max-height: calc(100dvh - ${headerHeight});
  margin: 0;
  padding: 0;
  overflow-y: auto;
  border: 0;
  border-top: 1px solid ${onDarkVeil.dividerStrong};
  background: ${color.navy};
  color: ${WHITE};
  box-shadow: ${panelShadow};
  ${desktopMedia} { display: none; }
  ${NO_POPOVER} { ${mobileMedia} { position: static; max-height: none; box-shadow: none; } }
  ul { list-style: none; margin: 0; padding: 0; }
  > ul { max-width: ${maxWidth}; margin: 0 auto; padding: ${space(2)} ${space(5)} ${space(5)}; }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    color: ${WHITE};
    text-decoration: none;
    font-weight: ${fontWeight.bold};
    border-radius: ${radiusSmall};
  }
  a:hover, a[aria-current="page"] { background: ${ON_NAVY_HOVER}; }
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
