// True once the app has hydrated in the browser. The first client render matches the server's
// (false), so hydration never mismatches; components use it to switch from no-JavaScript
// behaviour (CSS-only menus) to scripted behaviour.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
