// Keeps <head> in step with the page on client-side navigation. The prerendered HTML already
// carries the page's tags, marked with the page's key, so on hydration nothing is touched; after
// a navigation the marked tags are replaced with the new page's, from the same renderer the
// prerender script uses.
import { useEffect } from "react";
import { HEAD_ATTRIBUTE, renderHeadHtml } from "../seo/head.ts";
import type { HeadData } from "../seo/head.ts";

export function HeadSync({ head }: { head: HeadData }) {
  useEffect(() => {
    const html = renderHeadHtml(head);
    const marker = document.head.querySelector("title");
    if (marker?.hasAttribute(HEAD_ATTRIBUTE) && marker.textContent === head.title) return;
    for (const node of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) node.remove();
    document.head.insertAdjacentHTML("beforeend", html);
  }, [head]);
  return null;
}
