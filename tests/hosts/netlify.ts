// Netlify's redirect, static and headers engines from npm serving this project's dist/ on a
// loopback port: the checks of tests/helpers/hosts/netlify.ts.
import { suite } from "uvu";
import { netlifyChecks } from "../helpers/hosts/netlify.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const test = suite<{ base?: string }>("Netlify (its redirect, static and headers engines)");
netlifyChecks(test, projectSite);
test.run();
