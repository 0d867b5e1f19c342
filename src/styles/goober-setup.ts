// goober in the app. It needs React's createElement once, before any styled component renders, on
// the server and in the browser; props whose name starts with "$" style a component and never reach
// the DOM. goober calls its theme hook (setup's third argument) in every styled component's render:
// here it puts the rules goober wrote into the page as the component commits (useRulesInPage).
//
// The rules into the page, in the browser. goober adds the rules of each component it renders
// to its target (styled.ts); after each commit, before any layout effect measures the page, the
// rules it added are taken with extractCss (goober's public API, which empties its store) and
// the ones the page lacks are adopted as a constructed sheet of their own, after the document's
// sheets (the cascade reads them as written after the page's). The page's own rules are the
// prerendered <style id="_goober">; a rule goober writes again (it does, for every component it
// renders again once its store is emptied) is known by its text and never added twice.
// A constructed sheet is not an inline style: the Content-Security-Policy allows it.
import { createContext, createElement, use, useInsertionEffect } from "react";
import { extractCss, setup } from "goober";
import { gooberTarget } from "./styled.ts";

export interface PageRules {
  /** Puts the rules goober added since the last call into the page. */
  add(): void;
}

/** The browser's page rules, made once by the entry; the prerendered sheet's rules are known. */
export function createPageRules(): PageRules {
  const known = new Set<string>();
  const prerendered = document.getElementById("_goober") as HTMLStyleElement | null;
  for (const rule of prerendered?.sheet?.cssRules ?? []) known.add(rule.cssText);
  return {
    add() {
      const css = extractCss(gooberTarget);
      if (css.trim() === "") return;
      const parsed = new CSSStyleSheet();
      parsed.replaceSync(css);
      const added = [...parsed.cssRules].map((rule) => rule.cssText).filter((rule) => !known.has(rule));
      if (added.length === 0) return;
      for (const rule of added) known.add(rule);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(added.join("\n"));
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
  };
}

/** The page's rules, provided by the browser's entry; none on the server, which extracts them itself. */
export const PageRulesContext = createContext<PageRules | null>(null);

/**
 * Run by every styled component as it renders (goober's setup, below): once it commits,
 * and before layout effects, the rules goober wrote for it are in the page.
 */
export function useRulesInPage(): undefined {
  const rules = use(PageRulesContext);
  useInsertionEffect(() => rules?.add());
  return undefined;
}

setup(createElement, undefined, useRulesInPage, (props: object) => {
  const styledProps = props as Record<string, unknown>;
  for (const key of Object.keys(styledProps)) {
    if (key.startsWith("$")) delete styledProps[key];
  }
});
