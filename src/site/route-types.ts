// The shapes of the route table's entries (routes.tsx, kind-routes.ts, not-found-route.ts).
import type { MenuPlace } from "../components/kind-links.ts";
import type { ContentKind } from "../content/page-content.ts";
import type { LazyPage } from "../navigation/page-types.ts";

export type { MenuPlace };

export interface PageRoute {
  path: string;
  /** The page's name in breadcrumbs and in the header's menu. */
  label: string;
  /** Where the header's menu lists the page: on the bar, or in the services or areas group. */
  menu: MenuPlace;
  page: LazyPage;
  /** Whether the quote section (pitch and contact form) follows the page. */
  showQuote: boolean;
  sitemap: { priority: number; changefreq: "weekly" | "monthly" | "yearly" };
  /** For a page made from content: the content file it loads (page-content.ts). */
  content?: { kind: ContentKind; slug: string };
}

export interface NotFoundRoute {
  page: LazyPage;
  showQuote: false;
}

/** The kinds of page with one route for all their pages: the slug is the path's last part. */
export type PageKind = "services" | "areas";
