// Cloudflare Pages' own asset server and rule parsers (wrangler pages dev) serving this project's
// dist/ on a loopback port, offline: the checks of tests/helpers/hosts/cloudflare.ts.
import { suite } from "uvu";
import { cloudflareChecks } from "../helpers/hosts/cloudflare.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const test = suite<{ base?: string }>("Cloudflare Pages (wrangler pages dev)");
cloudflareChecks(test, projectSite);
test.run();
