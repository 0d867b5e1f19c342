// A menu's view of the navigation, from the runtime's session history: a callback after each
// navigation, not on the first render: a menu the visitor opened before the app started stays open
// through hydration, and closes when a link is followed.
import { useEffect, useRef } from "react";
import { useRuntime } from "../../navigation/index.ts";

/**
 * Calls `callback` after each navigation (a link, a redirect, back or forward), while `active`:
 * a menu follows the navigations only while it is open, so a tap runs none of its code otherwise.
 */
export function useAfterNavigation(callback: () => void, active: boolean): void {
  const { history } = useRuntime();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => (active ? history?.listen(() => latest.current()) : undefined), [history, active]);
}
