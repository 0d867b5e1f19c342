// npm run deploy:s3 run again and again (as a process of its own, or its deploy in this one) on
// one bucket of an S3 website endpoint (s3rver) with this project's dist/ and copies of it edited
// (tests/helpers/hosts/s3-deploys.ts): only what changed is put, in an order a reader cannot
// catch, and what is gone is deleted. What the endpoint answers for an uploaded site, every
// directive's effect among it: hosts/at-size.ts.
import { suite } from "uvu";
import { s3Deploys } from "../helpers/hosts/s3-deploys.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const deploys = suite("npm run deploy:s3 again and again on one bucket: what changed, in order, and what is gone");
s3Deploys(deploys, projectSite);
deploys.run();
