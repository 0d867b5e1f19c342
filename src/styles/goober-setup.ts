// goober needs React's createElement once, before any styled component renders, on the server
// and in the browser. Props whose name starts with "$" style a component and never reach the DOM.
// goober calls its theme hook (setup's third argument) in every styled component's render: here
// it puts the rules goober wrote into the page as the component commits (page-rules.ts).
import { createElement } from "react";
import { setup } from "goober";
import { useRulesInPage } from "./page-rules.ts";

setup(createElement, undefined, useRulesInPage, (props: object) => {
  const styledProps = props as Record<string, unknown>;
  for (const key of Object.keys(styledProps)) {
    if (key.startsWith("$")) delete styledProps[key];
  }
});
