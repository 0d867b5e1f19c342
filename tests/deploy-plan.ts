// The S3 deploy's plan (scripts/deploy/deploy-plan.ts) without a bucket: what is put, in which
// phase and order, what is skipped as unchanged, what is deleted, and which old assets the grace
// period keeps. The bucket itself is in tests/hosts/s3.ts.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseManifest, serializeManifest, emptyManifest } from "../scripts/deploy/deploy-manifest.ts";
import type { DeployRecord } from "../scripts/deploy/deploy-manifest.ts";
import { deployPlan } from "../scripts/deploy/deploy-plan.ts";
import { DEFAULT_KEEP_DEPLOYS } from "../scripts/deploy/deploy-site.ts";
import type { DeployPlan, PlanInput } from "../scripts/deploy/deploy-plan.ts";
import { fileDigest } from "../scripts/deploy/object-digest.ts";
import type { PlannedObject } from "../scripts/deploy/object-digest.ts";

const DATE = "2026-01-02T03:04:05.000Z";

function file(key: string, digest = `digest of ${key}`, name = `/${key}`): PlannedObject {
  return { key, file: name, contentType: "text/plain", cacheControl: "no-cache", digest };
}
const page = (key: string, digest?: string) => file(key, digest, `/${key}.html`);
const redirect = (key: string, target: string): PlannedObject => ({ key, redirect: target, digest: `redirect to ${target}` });

/** A small site: two assets, a content file, an icon, three pages and the 404 page, redirects, the crawlers' files. */
const SITE: PlannedObject[] = [
  file("sitemap.xml"),
  page("areas/halifax"),
  redirect("areas/halifax/index.html", "/areas/halifax"),
  file("assets/index-NEW1.js"),
  file(".well-known/security.txt"),
  page("about"),
  file("content/areas/halifax.json"),
  redirect("attic", "/services/attic"),
  file("favicon.svg"),
  file("index.html", undefined, "/index.html"),
  file("404.html", undefined, "/404.html"),
  file("robots.txt"),
  file("assets/boot-NEW2.js"),
];

function plan(input: Partial<PlanInput>): DeployPlan {
  return deployPlan({ objects: SITE, bucket: new Map(), previous: [], keepDeploys: 3, date: DATE, ...input });
}

const keysOf = (result: DeployPlan) => result.phases.map((phase) => [phase.name, phase.objects.map((object) => object.key)]);
const deployed = (digests: Record<string, string> = {}) =>
  new Map<string, string | undefined>(SITE.map((object) => [object.key, digests[object.key] ?? object.digest]));
const record = (id: string, assets: string[]): DeployRecord => ({ id, date: DATE, assets });

const order = suite("the deploy's plan: what goes up, in what order");

order("into an empty bucket: assets, content and what pages load; then pages; then redirects; then the files that name pages", () => {
  const result = plan({});
  assert.equal(keysOf(result), [
    ["assets and content", ["assets/boot-NEW2.js", "assets/index-NEW1.js", "content/areas/halifax.json", "favicon.svg"]],
    ["pages", ["404.html", "about", "areas/halifax", "index.html"]],
    ["redirects", ["areas/halifax/index.html", "attic"]],
    ["files that name pages", [".well-known/security.txt", "robots.txt", "sitemap.xml"]],
  ]);
  assert.is(result.unchanged, 0);
  assert.equal(result.deletions, []);
});

order("a bucket holding the same digests puts nothing and records no new deploy", () => {
  const previous = [record("abc", ["assets/boot-NEW2.js", "assets/index-NEW1.js"])];
  const result = plan({ bucket: deployed(), previous });
  assert.equal(
    keysOf(result).flatMap(([, keys]) => keys),
    [],
  );
  assert.is(result.unchanged, 13);
  assert.equal(result.deletions, []);
  assert.equal(result.deploys, previous);
});

order("an edited page puts its HTML and content file only; an object of unknown content goes up again", () => {
  const bucket = deployed({ "areas/halifax": "old", "content/areas/halifax.json": "old" });
  bucket.set("robots.txt", undefined);
  const result = plan({ bucket });
  assert.equal(keysOf(result), [
    ["assets and content", ["content/areas/halifax.json"]],
    ["pages", ["areas/halifax"]],
    ["redirects", []],
    ["files that name pages", ["robots.txt"]],
  ]);
  assert.is(result.unchanged, 10);
});

const removal = suite("the deploy's plan: what is deleted, and the grace period");

removal("a page no longer built is deleted with its redirect object and content file; the last deploys' assets stay", () => {
  const bucket = deployed();
  for (const key of ["areas/bedford", "areas/bedford/index.html", "content/areas/bedford.json", "assets/boot-OLD1.js"])
    bucket.set(key, "x");
  const previous = [record("one", ["assets/boot-OLD1.js", "assets/index-NEW1.js"])];
  const result = plan({ bucket, previous });
  assert.equal(result.deletions, ["areas/bedford", "areas/bedford/index.html", "content/areas/bedford.json"]);
  assert.equal(result.kept, ["assets/boot-OLD1.js"]);
});

removal("assets older than the last N deploys are deleted, and the new record keeps N deploys with this one first", () => {
  const bucket = deployed({ about: "old" });
  for (const key of ["assets/a-1.js", "assets/a-2.js", "assets/a-3.js"]) bucket.set(key, "x");
  const previous = [record("three", ["assets/a-3.js"]), record("two", ["assets/a-2.js"]), record("one", ["assets/a-1.js"])];
  const result = plan({ bucket, previous, keepDeploys: 2 });
  assert.equal(result.kept, ["assets/a-2.js", "assets/a-3.js"]);
  assert.equal(result.deletions, ["assets/a-1.js"]);
  assert.equal(
    result.deploys.map((deploy) => deploy.id.length === 16 || deploy.id),
    [true, "three"],
  );
  assert.equal(result.deploys[0]?.assets, ["assets/boot-NEW2.js", "assets/index-NEW1.js"]);
});

removal("assets no deploy recorded (a deploy stopped midway) count as the latest earlier deploy's", () => {
  const bucket = deployed();
  bucket.set("assets/stopped-1.js", "x");
  bucket.set("assets/a-1.js", "x");
  const result = plan({ bucket, previous: [record("one", ["assets/a-1.js"])], keepDeploys: 1 });
  assert.equal(result.kept, ["assets/stopped-1.js"]);
  assert.equal(result.deletions, ["assets/a-1.js"]);
});

removal("without --keep-deploys, the last three deploys' assets stay, as the README says; the fourth's go", () => {
  const bucket = deployed({ about: "old" });
  for (const key of ["assets/a-1.js", "assets/a-2.js", "assets/a-3.js", "assets/a-4.js"]) bucket.set(key, "x");
  const previous = ["four", "three", "two", "one"].map((id, index) => record(id, [`assets/a-${4 - index}.js`]));
  const result = plan({ bucket, previous, keepDeploys: DEFAULT_KEEP_DEPLOYS });
  assert.equal(result.kept, ["assets/a-2.js", "assets/a-3.js", "assets/a-4.js"]);
  assert.equal(result.deletions, ["assets/a-1.js"]);
});

removal("with --keep-deploys 0 every old asset is deleted", () => {
  const bucket = deployed();
  bucket.set("assets/a-1.js", "x");
  const result = plan({ bucket, previous: [record("one", ["assets/a-1.js"])], keepDeploys: 0 });
  assert.equal(result.deletions, ["assets/a-1.js"]);
  assert.equal(result.kept, []);
  assert.equal(result.deploys, []);
});

removal("an object whose headers alone changed goes up again: its digest holds its content type and Cache-Control", () => {
  const body = new TextEncoder().encode("body { color: navy }");
  const sent = fileDigest(body, "text/css; charset=utf-8", "public, max-age=31536000, immutable");
  assert.is.not(fileDigest(body, "text/plain", "public, max-age=31536000, immutable"), sent, "a content type fixed");
  assert.is.not(fileDigest(body, "text/css; charset=utf-8", "no-cache"), sent, "a Cache-Control fixed");
  assert.is(fileDigest(body, "text/css; charset=utf-8", "public, max-age=31536000, immutable"), sent, "the same object, the same digest");
});

const manifest = suite("the deploy's manifest");

manifest("reads back what it wrote, and the same record is the same text", () => {
  const written = { ...emptyManifest(3), objects: { b: "2", a: "1" }, pending: ["z", "y"] };
  const text = serializeManifest(written);
  assert.is(text, '{"version":1,"objects":{"a":"1","b":"2"},"pending":["y","z"],"keepDeploys":3,"deploys":[]}\n');
  const read = parseManifest(text);
  assert.ok(read);
  assert.is(serializeManifest(read), text);
});

manifest("a torn or foreign text is no manifest: the deploy then trusts nothing it says", () => {
  assert.is(parseManifest('{"version":1,"objects":{"a":'), undefined);
  assert.is(parseManifest('{"version":2,"objects":{},"pending":[],"deploys":[]}'), undefined);
  assert.is(parseManifest("null"), undefined);
});

order.run();
removal.run();
manifest.run();
