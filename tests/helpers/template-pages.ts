// One page of each template, for the checks whose findings follow a page's template (its header,
// footer, layout and components), not its words: every fixed page, and the first page of each
// kind (the services, the areas; a kind's pages are one template with other words). The checks
// that read each page's own words run on every page.
import type { PageRoute } from "../../src/site/route-types.ts";

/** The routes of `routes` that are a fixed page or the first of their kind, in their order. */
export function onePageOfEachTemplate<Route extends Pick<PageRoute, "menu">>(routes: readonly Route[]): Route[] {
  return routes.filter(
    (route, index) =>
      (route.menu !== "services" && route.menu !== "areas") || routes.findIndex((other) => other.menu === route.menu) === index,
  );
}
