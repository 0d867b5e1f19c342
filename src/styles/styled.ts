// goober's styled(), bound to a target of the site's own (goober's public `target` option, its
// README's "targets"). Components import styled from here, never from goober itself.
// In the browser the target is an element never put in the document: goober keeps its rules as the
// text of the <style id="_goober"> inside it, which the browser neither applies nor submits to the
// Content-Security-Policy, and style-sheet.ts carries the rules goober adds into the page's own
// stylesheet. On the server there is no target, so goober collects a page's rules in its own store,
// which extractCss() empties (entry-server.tsx).
import { styled as gooberStyled } from "goober";

/** Where goober keeps its rules in the browser (style-sheet.ts fills it); none on the server. */
export const gooberTarget: HTMLElement | undefined = typeof document === "undefined" ? undefined : document.createElement("div");

export const styled = gooberStyled.bind({ target: gooberTarget });
