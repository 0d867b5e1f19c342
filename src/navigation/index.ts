// The client runtime's surface: what the entries and the app's frame use. Everything else in
// src/navigation/ is internal; biome.json keeps other code off it.
// docs/navigation.md walks through a click step by step.
export { loadChunk } from "./chunk-loader.ts";
export { inHiddenPage, shownInMain, shownPageScript, usePageViews } from "./page-views.tsx";
export type { ShownPageGlobals } from "./page-views.tsx";
export { prefetchWhenIdle } from "./prefetch.ts";
export { AppRouter, createSessionHistory } from "./router.tsx";
export { createRuntime, RuntimeProvider, useRuntime } from "./runtime.tsx";
export type { Runtime } from "./runtime.tsx";
