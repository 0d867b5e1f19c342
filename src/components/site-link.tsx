// A link within the site: a plain anchor, which the app follows through one click listener on the
// document (navigation/router.tsx) instead of a router <Link> each.
import type { AnchorHTMLAttributes } from "react";

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of the site. */
  to: string;
  /** The link leads to the page shown: aria-current="page". */
  current?: boolean;
}

export function SiteLink({ to, current = false, ...rest }: SiteLinkProps) {
  return <a href={to} aria-current={current ? "page" : undefined} {...rest} />;
}
