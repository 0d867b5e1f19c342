// A link within the site: a plain anchor, which the app follows through one click listener on the
// document (navigation/router.tsx) instead of a router <Link> each.
import type { AnchorHTMLAttributes } from "react";
import { useIsShownPage } from "../navigation/index.ts";

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of the site. */
  to: string;
  /** The link leads to the page shown: aria-current="page". */
  current?: boolean;
}

export function SiteLink({ to, current = false, ...rest }: SiteLinkProps) {
  return <a href={to} aria-current={current ? "page" : undefined} {...rest} />;
}

/** A menu's link to a page, marked current while that page is shown; it alone renders again when that changes. */
export function MenuLink(props: Omit<SiteLinkProps, "current">) {
  return <SiteLink {...props} current={useIsShownPage(props.to)} />;
}
