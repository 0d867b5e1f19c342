// goober's styled(), bound to a target of the site's own (goober's public `target` option, its
// README's "targets"). Components import styled from here, never from goober itself.
// In the browser the target is an element never put in the document, holding the <style
// id="_goober"> goober keeps its rules in: the browser neither applies that style nor submits it to
// the Content-Security-Policy (which allows the prerendered <style> by its hash and no other inline
// style). It is made here with its text, so that goober never writes one itself with innerHTML,
// which Trusted Types refuse. goober-setup.ts takes what goober adds with extractCss and puts it in
// the page. On the server there is no target: goober collects a page's rules in its own store,
// which extractCss() empties (entry-server.tsx).
import { styled as gooberStyled } from "goober";

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
