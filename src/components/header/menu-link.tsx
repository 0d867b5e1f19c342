// A menu's link to a page, marked current (aria-current="page") while that page is shown: it
// follows its own mark through the runtime (useIsShownPage), so a navigation renders only the
// links whose mark changes, never the whole header.
import { SiteLink } from "../site-link.tsx";
import type { SiteLinkProps } from "../site-link.tsx";
import { useIsShownPage } from "./use-navigation.ts";

export function MenuLink(props: Omit<SiteLinkProps, "current">) {
  return <SiteLink {...props} current={useIsShownPage(props.to)} />;
}
