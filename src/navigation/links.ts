// Links within the site: plain anchors, followed by the app through one click listener on the
// document (useInternalLinks) instead of a router <Link> each. A router link reads the location
// and re-renders on every navigation; the site's pages carry some sixty links in their header,
// menus and footer, and rendering them again made up a good part of the work of a navigation
// click. The prerendered markup of an adopted page (adoption.tsx) is followed the same way.
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import type { NavigateFunction } from "react-router-dom";

/**
 * What a router link does, for any link of the site: a plain left click on a link to another page
 * of the site becomes a client-side navigation. Modified clicks, other targets, downloads, other
 * sites and a spot on the same page are the browser's to follow, as is a click that a handler
 * has already handled.
 */
function followInternalLink(event: MouseEvent, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const url = internalLinkUrl(event.target);
  if (!url) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== "") return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * The address of the site's link at (or around) an event's target, when the app may follow it: a
 * link to this site, in this window, not a download. Null for anything else.
 */
export function internalLinkUrl(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download")) {
    return null;
  }
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

/** Follows the site's links through the router, from the app's start. */
export function useInternalLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => followInternalLink(event, navigate);
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
