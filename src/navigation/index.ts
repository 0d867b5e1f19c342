// The client runtime's surface: what the entries and the app's frame use. One more module is a
// surface of its own, for code this module's imports reach, which cannot import it back: the
// route table's page-loader.tsx (lazyPage) with page-types.ts (the router and the page views look
// pages up in the table).
// Everything else in src/navigation/ is internal; biome.json keeps other code off it.
// docs/navigation.md walks through the flow step by step.
export { adoptPrerenderedPage } from "./adoption.tsx";
export { useNavigationEffects } from "./after-navigation.ts";
export { loadChunk } from "./chunk-loader.ts";
export { useInternalLinks } from "./links.ts";
export { usePageViews } from "./page-views.tsx";
export { usePrefetching } from "./prefetch.ts";
export { IDLE_PREFETCH_CAP } from "./prefetch-cap.ts";
export { AppRouter } from "./router.tsx";
export { inHiddenPage, shownInMain } from "./shown-page.ts";
