// An S3 bucket's website endpoint (s3rver) with this project's dist/ uploaded by npm run deploy:s3:
// the checks of tests/helpers/hosts/s3.ts; then, on a bucket of their own, deploys one after
// another (tests/helpers/hosts/s3-deploys.ts): only what changed is put, in an order a reader
// cannot catch, and what is gone is deleted.
import { suite } from "uvu";
import { s3Checks } from "../helpers/hosts/s3.ts";
import { s3Deploys } from "../helpers/hosts/s3-deploys.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const test = suite<{ base?: string }>("S3 website endpoint (s3rver), uploaded by npm run deploy:s3");
s3Checks(test, projectSite);
test.run();

const deploys = suite("npm run deploy:s3 again and again on one bucket: what changed, in order, and what is gone");
s3Deploys(deploys, projectSite);
deploys.run();
