// The header's view of navigation: the page shown (for aria-current on its links), and a callback
// after each client-side navigation, not on the first render: a menu the visitor opened before
// the app started stays open through hydration, and closes when a link is followed.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { normalizePath } from "../../paths.ts";

/** The path of the page shown, as the route table writes it. */
export function useCurrentPath(): string {
  return normalizePath(useLocation().pathname);
}

export function useAfterNavigation(callback: () => void): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    latest.current();
  }, [pathname]);
}
