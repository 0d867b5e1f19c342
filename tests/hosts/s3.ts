// An S3 bucket's website endpoint (s3rver) with this project's dist/ uploaded by npm run deploy:s3:
// the checks of tests/helpers/hosts/s3.ts.
import { suite } from "uvu";
import { s3Checks } from "../helpers/hosts/s3.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const test = suite<{ base?: string }>("S3 website endpoint (s3rver), uploaded by npm run deploy:s3");
s3Checks(test, projectSite);
test.run();
