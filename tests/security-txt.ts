// /.well-known/security.txt (RFC 9116) as built and as npm start serves it: the business's
// e-mail to write to, an expiry 365 days after the build's date (the commit's, or
// SOURCE_DATE_EPOCH: the same file on any day) and not yet past, and its own URL.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DIST } from "../scripts/build/dist.ts";
import { startSiteServer } from "../scripts/server/site-process.ts";
import type { SiteServer } from "../scripts/server/site-process.ts";
import { expectedBuildDate } from "./helpers/build-date.ts";

/** The business's e-mail (the site's contact details) and the security.txt's own URL on the site's host. */
const CONTACT = "mailto:info@bluenosesprayfoam.ca";
const CANONICAL = "https://www.bluenosesprayfoam.ca/.well-known/security.txt";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields of a security.txt, each name with its values; throws on a line that is neither field nor comment. */
function fieldsOf(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([A-Za-z-]+): (\S.*)$/.exec(line);
    if (!match) throw new Error(`not a field: ${JSON.stringify(line)}`);
    const [, name = "", value = ""] = match;
    fields.set(name.toLowerCase(), [...(fields.get(name.toLowerCase()) ?? []), value]);
  }
  return fields;
}

function assertValid(text: string, where: string): void {
  const fields = fieldsOf(text);
  assert.equal(fields.get("contact"), [CONTACT], `${where}: Contact`);
  assert.equal(fields.get("canonical"), [CANONICAL], `${where}: Canonical`);
  const expires = fields.get("expires") ?? [];
  assert.is(expires.length, 1, `${where}: one Expires (RFC 9116, 2.5.5)`);
  assert.match(expires[0] ?? "", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/, `${where}: Expires in RFC 3339 form`);
  const expected = new Date(expectedBuildDate().getTime() + 365 * DAY_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  assert.is(expires[0], expected, `${where}: Expires 365 days after the build's date`);
  assert.ok(Date.parse(expected) > Date.now(), `${where}: not expired (a build of a commit over a year old is refused)`);
  assert.ok(text.endsWith("\n"), `${where}: ends with a line break`);
}

const securityTxt = suite("security.txt");
let server: SiteServer;
securityTxt.before(async () => {
  server = await startSiteServer();
});
securityTxt.after(async () => {
  await server.stop();
});

securityTxt("the build writes a valid security.txt into dist/.well-known/", async () => {
  assertValid(await readFile(join(DIST, ".well-known", "security.txt"), "utf8"), "dist/.well-known/security.txt");
});

securityTxt("npm start serves it at /.well-known/security.txt as plain text, and no other dotfile", async () => {
  const response = await fetch(`${server.url}/.well-known/security.txt`);
  assert.is(response.status, 200);
  assert.match(response.headers.get("content-type") ?? "", /^text\/plain/);
  assertValid(await response.text(), "npm start");
  for (const path of ["/.well-known/../.git/config", "/.env", "/assets/.hidden"]) {
    assert.is((await fetch(`${server.url}${path}`)).status, 404, path);
  }
});

securityTxt.run();
