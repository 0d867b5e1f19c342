// The current year for the copyright line. Hydration uses the year the page was built in (what
// the prerendered HTML says), then React re-renders with the visitor's clock if the year has
// turned since, so the line is right without a hydration mismatch.
import { useSyncExternalStore } from "react";

declare const __BUILD_YEAR__: number | undefined;

const BUILD_YEAR = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear();

const subscribe = () => () => {};

export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
