// Helmet, loaded on demand: the prerender awaits it before rendering; the browser loads it with the
// first page it navigates to (lazy-page.tsx), since the first page's head is already prerendered.
// A module of its own, so that the app's first load carries this and not the head builders.
import { createContext } from "react";
import type * as HelmetModule from "@dr.pogodin/react-helmet";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";

let helmet: typeof HelmetModule | undefined;
let loading: Promise<void> | undefined;

export function loadHeadManager(): Promise<void> {
  loading ??= import("@dr.pogodin/react-helmet").then(
    (module) => {
      helmet = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Helmet once loaded, or undefined before. */
export function headManager(): typeof HelmetModule | undefined {
  return helmet;
}

/** On the server, where each page's Helmet state goes. */
export const HeadCollector = createContext<((state: HelmetServerState) => void) | undefined>(undefined);
