// The not-found page's route: what every path that is no page shows (resolve.ts), and where a
// page the host turns out not to have goes (kind-routes.ts).
import { lazyPage } from "../navigation/page-loader.tsx";
import type { NotFoundRoute } from "./route-types.ts";

export const notFound: NotFoundRoute = {
  showQuote: false,
  page: lazyPage(() =>
    import("../pages/not-found-page.tsx").then((module) => ({ Component: module.NotFoundPage, head: module.notFoundHead })),
  ),
};
