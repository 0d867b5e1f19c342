// The site a host suite serves: this project's build, or a copy's built at size
// (tests/hosts/at-size.ts). Each host's checks (tests/helpers/hosts/) take one and read nothing of
// the project beyond it.
import { DEPLOY, DIST, ROOT } from "../../../scripts/build/dist.ts";
import { redirects } from "../../../src/site/redirects.ts";
import type { RedirectRoute } from "../../../src/site/redirects.ts";
import { pages } from "../../../src/site/site-pages.ts";

export interface BuiltSite {
  /** The project folder the site was built in: its own deploy command runs from there (S3). */
  root: string;
  /** What is published (dist/). */
  dist: string;
  /** What some hosts need beside it (deploy/: nginx.conf, the S3 website configuration). */
  deploy: string;
  /** Every page's path, "/" included. */
  pages: readonly { path: string }[];
  /** The legacy paths, each one redirect to its page. */
  redirects: readonly RedirectRoute[];
}

/** This project's build, with its route table and legacy redirects. */
export const projectSite: BuiltSite = { root: ROOT, dist: DIST, deploy: DEPLOY, pages, redirects };
