// A page's <head>, declared by the page: title, description, canonical, Open Graph, Twitter, geo
// tags and JSON-LD (head-renderer.tsx renders them with Helmet, @dr.pogodin/react-helmet).
//
// The browser needs Helmet and the head builders only to change the head on a client-side
// navigation: the first page's head is already in its prerendered HTML. So they are not part of
// the first load: they load with the first page the visitor navigates to, or that the app loads
// ahead (head-renderer-loader.ts), and until then a page renders no head of its own, exactly as Helmet
// renders nothing into the page.
import { use, useEffect, useState } from "react";
import { afterNextPaint } from "../lib/schedule.ts";
import { CurrentRoute } from "./current-route.ts";
import { HeadCollector, headRenderer } from "./head-renderer-loader.ts";
import type { HeadRendererModule } from "./head-renderer-loader.ts";
import type { HeadSpec } from "./head.ts";

/**
 * The head renderer, when the page may declare its head. In the browser, just after the page is
 * painted: Helmet rewrites some 30 tags of the head, work that need not delay the visitor's first
 * sight of the page. On the server, at once. Asked again each time the page is shown after being
 * hidden (page-views.tsx), since its effects then run again: the first page, hydrated before
 * Helmet was loaded, renders no head of its own at first (its prerendered head is its head), and
 * shown again later, after another page's, it must declare it.
 */
function useHeadRenderer(): HeadRendererModule | undefined {
  const [renderer, setRenderer] = useState(() => (typeof window === "undefined" ? headRenderer() : undefined));
  useEffect(() => {
    if (!renderer) afterNextPaint(() => setRenderer(headRenderer()));
  }, [renderer]);
  return renderer;
}

export function PageHead({ spec }: { spec: HeadSpec }) {
  const route = use(CurrentRoute);
  const collect = use(HeadCollector);
  const renderer = useHeadRenderer();
  if (!renderer) return null;
  return <renderer.HeadRenderer spec={spec} route={route} collect={collect} />;
}
