// Helmet and the head builders (head-renderer.tsx), loaded on demand: the prerender awaits them
// before rendering; the browser loads them with the first page it navigates to or loads ahead
// (navigation/page-loader.tsx), since the first page's head is already prerendered. A module of its own, so
// that the app's first load carries this and not the head renderer.
import { createContext } from "react";
import type * as HeadRendererExports from "./head-renderer.tsx";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";

/** Helmet and the head builders. */
export type HeadRendererModule = typeof HeadRendererExports;

let renderer: HeadRendererModule | undefined;
let loading: Promise<void> | undefined;

export function loadHeadRenderer(): Promise<void> {
  loading ??= import("./head-renderer.tsx").then(
    (module) => {
      renderer = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The head renderer once loaded, or undefined before. */
export function headRenderer(): HeadRendererModule | undefined {
  return renderer;
}

/** On the server, where each page's Helmet state goes. */
export const HeadCollector = createContext<((state: HelmetServerState) => void) | undefined>(undefined);
