// The local server's form service over real HTTP: its every answer, what it stores and what it
// refuses. The server's start and stop and the submissions file it keeps: submissions-file.ts.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startSiteServer } from "../scripts/server/site-process.ts";
import type { SiteServer } from "../scripts/server/site-process.ts";

const FORM_TYPE = { "Content-Type": "application/x-www-form-urlencoded" };
const VALID = {
  "form-name": "contact",
  name: "Ann Hebb",
  email: "ann@example.ca",
  phone: "(902) 555-0199",
  service: "Attic Insulation",
  message: "Ice dams every February.",
  "bot-field": "",
};

function encode(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

let server: SiteServer;

function post(body: string, headers: Record<string, string> = FORM_TYPE, path = "/") {
  return fetch(`${server.url}${path}`, { method: "POST", headers, body });
}

const form = suite("the form service");
form.before(async () => {
  server = await startSiteServer();
});
form.after(async () => {
  await server.stop();
});

form("stores a valid submission to any path, exactly as sent, and answers 200", async () => {
  const fields = { ...VALID, message: `Line one\nÉté à Chéticamp <b>&</b> "quotes" 🙂` };
  const sentAfter = Date.now();
  const response = await post(encode(fields));
  assert.is(response.status, 200);
  assert.equal(await response.json(), { ok: true, message: "Thank you! Your message has been sent successfully." });
  // One visitor's answer is theirs alone: no cache keeps it for the next person who posts.
  assert.is(response.headers.get("cache-control"), "no-store");
  const other = await post(encode({ ...VALID, name: "Second" }), FORM_TYPE, "/contact");
  assert.is(other.status, 200);
  const stored = await server.submissions();
  assert.is(stored.length, 2);
  const [first] = stored;
  for (const key of ["name", "email", "phone", "service", "message"] as const) assert.is(first?.[key], fields[key], key);
  assert.is(first?.form, "contact");
  // The owner tells submissions apart by id and orders them by time: a random UUID each, and the
  // moment it arrived as an ISO 8601 UTC timestamp, within the test's own clock readings.
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
  for (const record of stored) {
    assert.match(String(record.id), UUID, "a random UUID");
    assert.match(String(record.receivedAt), ISO_UTC, "an ISO 8601 UTC time");
    const received = Date.parse(String(record.receivedAt));
    assert.ok(
      received >= sentAfter - 1000 && received <= Date.now() + 1000,
      `received at ${record.receivedAt}, sent at ${new Date(sentAfter).toISOString()}`,
    );
  }
  assert.is.not(stored[0]?.id, stored[1]?.id, "each submission its own id");
  assert.ok(String(stored[0]?.receivedAt) <= String(stored[1]?.receivedAt), "in the order they arrived");
  assert.is(stored[1]?.name, "Second");
});

form("answers 200 and stores nothing when the honeypot is filled", async () => {
  const before = (await server.submissions()).length;
  const response = await post(encode({ ...VALID, name: "Spam Bot", "bot-field": "http://spam.example" }));
  assert.is(response.status, 200);
  // A person's enquiry after it: its answer comes once it is stored, and the records are written
  // in the order they came, so a record the bot's post wrote after its answer is there by then.
  assert.is((await post(encode({ ...VALID, name: "After The Bot" }))).status, 200);
  const added = (await server.submissions()).slice(before).map((record) => record.name);
  assert.equal(added, ["After The Bot"], "the person's enquiry alone");
});

form("answers 422 naming each missing or invalid field", async () => {
  const response = await post(encode({ "form-name": "contact", name: "", email: "not-an-address", service: "Roofing" }));
  assert.is(response.status, 422);
  const body = (await response.json()) as { fields: { field: string }[] };
  assert.equal(
    body.fields.map((problem) => problem.field),
    ["name", "email", "phone", "service", "message"],
  );
  const duplicate = await post(`${encode(VALID)}&name=Again`);
  assert.is(duplicate.status, 422);
});

form("answers 413 over 32 KB, 415 for other content types, 404 for an unknown form", async () => {
  assert.is((await post(encode({ ...VALID, message: "x".repeat(33 * 1024) }))).status, 413);
  assert.is((await post(JSON.stringify(VALID), { "Content-Type": "application/json" })).status, 415);
  const multipart = new FormData();
  multipart.set("form-name", "contact");
  assert.is((await fetch(`${server.url}/`, { method: "POST", body: multipart })).status, 415);
  assert.is((await post(encode({ ...VALID, "form-name": "newsletter" }))).status, 404);
  assert.is((await post(encode({ name: "No form name" }))).status, 400);
});

form("answers 400 for malformed encoding and bodies that are not UTF-8", async () => {
  assert.is((await post("form-name=contact&name=%zz")).status, 400);
  assert.is((await post("form-name=contact&name=%FF%FE")).status, 400);
  const latin1 = Buffer.from("form-name=contact&name=Ren\xe9", "latin1");
  assert.is((await fetch(`${server.url}/`, { method: "POST", headers: FORM_TYPE, body: latin1 })).status, 400);
});

form("answers a native submission with an HTML page: thanks, or what to fix", async () => {
  const accept = { ...FORM_TYPE, Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8", Referer: `${server.url}/services/attic` };
  const thanks = await post(encode(VALID), accept);
  assert.is(thanks.status, 200);
  assert.match(thanks.headers.get("content-type") ?? "", /text\/html/);
  const thanksHtml = await thanks.text();
  assert.match(thanksHtml, /Thank you!/);
  assert.match(thanksHtml, /href="\/services\/attic"/);
  assert.is(thanks.headers.get("cache-control"), "no-store");
  const problem = await post(encode({ "form-name": "contact", name: "Ann" }), accept);
  assert.is(problem.status, 422);
  const problemHtml = await problem.text();
  assert.match(problemHtml, /Email:/);
  assert.match(problemHtml, /Phone:/);
  assert.match(problemHtml, /Message:/);
});

form("the thank-you page's way back stays on the site, whatever the Referer names", async () => {
  const html = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8";
  // A form on another site posting here: its visitor is never sent on to that site as if it were this one.
  const elsewhere = await (
    await post(encode(VALID), { ...FORM_TYPE, Accept: html, Referer: "https://spray-foam-deals.example/quote?ref=1" })
  ).text();
  assert.match(elsewhere, /Thank you!/);
  assert.match(elsewhere, /href="\/"/);
  assert.not.match(elsewhere, /spray-foam-deals|\/quote/);
  // No Referer at all (a privacy setting): the home page.
  const none = await (await post(encode(VALID), { ...FORM_TYPE, Accept: html })).text();
  assert.match(none, /href="\/"/);
});

form("stores nothing when a request is refused", async () => {
  const before = (await server.submissions()).length;
  await post(encode({ ...VALID, email: "bad" }));
  await post(encode({ ...VALID, message: "x".repeat(40 * 1024) }));
  assert.is((await server.submissions()).length, before);
});

form.run();
