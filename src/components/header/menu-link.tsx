// A menu's link to a page, marked current (aria-current="page") while the address is that page's:
// each link follows its own mark in the runtime's session history (useIsShownPage), so a
// navigation renders only the links whose mark changes, never the whole header.
import { useSyncExternalStore } from "react";
import { useRuntime } from "../../navigation/index.ts";
import { normalizePath } from "../../site/routes.tsx";
import { SiteLink } from "../site-link.tsx";
import type { SiteLinkProps } from "../site-link.tsx";

/** No history on the server: nothing to follow. */
const noChanges = () => () => {};

/**
 * Whether the address is this page's, in the browser (the session history) as on the server (the
 * page rendered): a component renders again only when this answer changes.
 */
export function useIsShownPage(path: string): boolean {
  const { history, firstPath } = useRuntime();
  return useSyncExternalStore(
    history?.listen ?? noChanges,
    () => normalizePath(history?.update.location.pathname ?? firstPath) === path,
    () => firstPath === path,
  );
}

export function MenuLink(props: Omit<SiteLinkProps, "current">) {
  return <SiteLink {...props} current={useIsShownPage(props.to)} />;
}
