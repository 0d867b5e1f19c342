// goober needs React's createElement once, before any styled component renders, on the server
// and in the browser. Props whose name starts with "$" style a component and never reach the DOM.
import { createElement } from "react";
import { setup } from "goober";

setup(createElement, undefined, undefined, (props: object) => {
  const styledProps = props as Record<string, unknown>;
  for (const key of Object.keys(styledProps)) {
    if (key.startsWith("$")) delete styledProps[key];
  }
});
