// goober in the app, through its public API. Components import styled from here, never from goober.
//
// - The target: goober's styled() is bound to a target of the site's own (goober's `target` option,
//   its README's "targets"). In the browser it is an element never put in the document, holding the
//   <style id="_goober"> goober keeps its rules in: the browser neither applies that style nor
//   submits it to the Content-Security-Policy (which allows the prerendered <style> by its hash and
//   no other inline style). It is made here with its text, so that goober never writes one itself
//   with innerHTML, which Trusted Types refuse. On the server there is no target: goober collects a
//   page's rules in its own store, which extractCss() empties (entry-server.tsx).
// - The setup: React's createElement, once, before any styled component renders; props whose name
//   starts with "$" style a component and never reach the DOM; and goober's theme hook, which every
//   styled component calls as it renders: useRulesInPage, below.
// - The rules into the page, in the browser: after each commit, before any layout effect measures
//   the page, the rules goober added are taken with extractCss (which empties its store) and the
//   ones the page lacks are adopted as a constructed sheet of their own, after the document's
//   sheets. The page's own rules are the prerendered <style id="_goober">; a rule goober writes
//   again (it does, for every component it renders again once its store is emptied) is known by its
//   text and never added twice. A constructed sheet is not an inline style: the policy allows it.
import { createContext, createElement, use, useInsertionEffect } from "react";
import { extractCss, setup, styled as gooberStyled } from "goober";

function browserTarget(): HTMLElement {
  const target = document.createElement("div");
  const store = document.createElement("style");
  store.id = "_goober";
  store.textContent = " ";
  target.append(store);
  return target;
}

/** Where goober keeps its rules in the browser; none on the server. */
export const gooberTarget: HTMLElement | undefined = typeof document === "undefined" ? undefined : browserTarget();

export const styled = gooberStyled.bind({ target: gooberTarget });

export interface PageRules {
  /** Puts the rules goober added since the last call into the page. */
  add(): void;
}

/** CSS text as its top-level rules (an at-rule with what it holds is one), by its braces. */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    if (css[index] === "{") depth++;
    else if (css[index] === "}" && --depth === 0) {
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  return rules;
}

/**
 * The browser's page rules, made once by the entry. A rule is known by its text as goober writes
 * it, the same on the server and in the browser: the prerendered sheet's rules are read from its
 * text at the first commit, with no parse; only rules the page lacks are parsed, into their sheet.
 */
export function createPageRules(): PageRules {
  let known: Set<string> | undefined;
  return {
    add() {
      const css = extractCss(gooberTarget);
      if (css.trim() === "") return;
      known ??= new Set(rulesOf(document.getElementById("_goober")?.textContent ?? ""));
      const added = rulesOf(css).filter((rule) => !known?.has(rule));
      if (added.length === 0) return;
      for (const rule of added) known.add(rule);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(added.join(""));
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
