// Keeps <head> in step with the page on client-side navigation. The prerendered HTML already holds
// the first page's tags, so hydration touches nothing; after a navigation the tags marked
// data-page-head are replaced with the new page's, rendered by the same function the prerender
// script uses. The heads of all pages, and the code that writes them, load with the first
// navigation, not with the first page.
import { useEffect, useRef } from "react";
import { loadChunk } from "./components/chunk-loader.ts";
import { HEAD_ATTRIBUTE } from "./seo/head-attribute.ts";

/** `redirecting`: the path is a legacy one about to be replaced; its target gets the head. */
export function HeadSync({ pathname, redirecting }: { pathname: string; redirecting: boolean }) {
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    if (redirecting) return;
    const prerendered = document.head.querySelector(`[${HEAD_ATTRIBUTE}]`) !== null;
    if (shownPath.current === null && prerendered) {
      shownPath.current = pathname;
      return;
    }
    if (shownPath.current === pathname) return;
    let cancelled = false;
    Promise.all([loadChunk(() => import("./route-heads.ts")), loadChunk(() => import("./seo/head.ts"))])
      .then(([{ headFor }, { renderHeadHtml }]) => {
        if (cancelled) return;
        for (const node of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) node.remove();
        document.head.insertAdjacentHTML("beforeend", renderHeadHtml(headFor(pathname)));
        shownPath.current = pathname;
      })
      .catch((error: unknown) => console.error("The page's head could not be updated", error));
    return () => {
      cancelled = true;
    };
  }, [pathname, redirecting]);
  return null;
}
