// Debian's nginx serving this project's dist/ with the config the build writes (deploy/nginx.conf),
// on a loopback port of its own: the checks of tests/helpers/hosts/nginx.ts.
import { suite } from "uvu";
import { nginxChecks } from "../helpers/hosts/nginx.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const test = suite<{ base?: string }>("nginx with deploy/nginx.conf");
nginxChecks(test, projectSite);
test.run();
