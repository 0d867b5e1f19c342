// npm run deploy:s3 run again and again on one bucket (s3rver), as commits follow each other: the
// site, the same site, one sentence edited, a deploy stopped by a refused write and the next one,
// a hashed asset renamed while visitors read pages, a page removed, the grace period ended. The
// first deploy, the stopped ones and those given a flag that guards the bucket (--dry-run,
// --keep-deploys) run the command in a process of its own, as an operator does (its flags, exit
// code and messages); the others run its deploy in this process (deployHere), the same code and
// client without starting Node and the SDK again for each. Every write is counted on the server
// (tests/helpers/hosts/s3rver.ts). The keys are written out here; the counts follow the site
// built (a recipe's page adds objects): every file of dist/ but the two other hosts' files, a
// slash redirect for each page but home, and the spec's 11 legacy paths with and without their
// slash.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Test } from "uvu";
import * as assert from "uvu/assert";
import { deployHere, runDeploy } from "./deploy-command.ts";
import type { DeployRun } from "./deploy-command.ts";
import { assetNamed, copyDist, removeFiles, renameAsset, replaceOnce } from "./dist-copies.ts";
import { readWhile } from "./page-reader.ts";
import { putKeys, startS3, writes } from "./s3rver.ts";
import type { S3Host } from "./s3rver.ts";
import type { BuiltSite } from "./site.ts";

const BUCKET = "bluenose-deploys";
/** The spec's 11 legacy paths, each an object without its slash and one with it. */
const LEGACY_OBJECTS = 22;
/** The files of the other hosts in dist/, which no deploy to S3 puts. */
const OTHER_HOSTS_FILES = ["_headers", "_redirects"];

/** The objects a deploy of the site puts in an empty bucket, counted from what the build wrote. */
async function objectCount(site: BuiltSite): Promise<number> {
  const entries = await readdir(site.dist, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !(entry.parentPath === site.dist && OTHER_HOSTS_FILES.includes(entry.name)));
  return files.length + (site.pages.length - 1) + LEGACY_OBJECTS;
}
/** The deploy's record in the bucket, written when a deploy starts changing it and again when it ends. */
const MANIFEST = ".deploy-manifest.json";
const PAGE = "areas/halifax";
const CONTENT = "content/areas/halifax.json";
/** A sentence of Halifax's page, in its HTML and its content file, edited twice. */
const SENTENCE = [
  "which is why it suits this city so well.",
  "which is why it suits Halifax so well.",
  "which is why Halifax homes need it.",
];
const RENAMED_BOOT = "assets/boot-Renamed1.js";
/** Pages the reader reads while the renamed asset goes up: each names the boot script. */
const READ_PAGES = ["/", "/about", "/areas/halifax", "/services/attic", "/contact", "/areas/dartmouth"];
/** Each object PUT is held this long while the reader reads: the deploy then lasts long enough to be read in the middle. */
const SLOW_PUT_MS = 40;

interface Copies {
  edited: string;
  editedTwice: string;
  renamed: string;
  removed: string;
  oldBoot: string;
}

async function makeCopies(dist: string, work: string, pages: number): Promise<Copies> {
  const edited = await copyDist(dist, join(work, "edited"));
  for (const file of [`${PAGE}.html`, CONTENT]) await replaceOnce(edited, file, SENTENCE[0] as string, SENTENCE[1] as string);
  const editedTwice = await copyDist(edited, join(work, "edited-twice"));
  for (const file of [`${PAGE}.html`, CONTENT]) await replaceOnce(editedTwice, file, SENTENCE[1] as string, SENTENCE[2] as string);
  const renamed = await copyDist(editedTwice, join(work, "renamed"));
  const oldBoot = await assetNamed(renamed, "boot-");
  const rewritten = await renameAsset(renamed, oldBoot, RENAMED_BOOT);
  assert.is(rewritten.length, pages + 1, "every page and 404.html name the boot script");
  const removed = await copyDist(renamed, join(work, "removed"));
  await removeFiles(removed, ["areas/bedford.html", "content/areas/bedford.json"]);
  return { edited, editedTwice, renamed, removed, oldBoot };
}

function fail(message: string): never {
  throw new Error(message);
}

/** Registers the deploys, one after another on one bucket, on the suite. */
export function s3Deploys(test: Test, site: BuiltSite): void {
  let s3: S3Host | undefined;
  let work = "";
  let copies: Copies | undefined;
  let objects = 0;
  const host = () => s3 ?? fail("s3rver has not started");
  const copy = () => copies ?? fail("the copies are not made");
  /** npm run deploy:s3 of `dist` in a process of its own, with the API's request log emptied first. */
  const deploy = (dist: string, ...args: string[]): Promise<DeployRun> => {
    host().requests.length = 0;
    return runDeploy(site.root, BUCKET, host().api, ["--dist", dist, ...args]);
  };
  /** The same deploy in this process, likewise. */
  const deployAgain = (dist: string, options: Parameters<typeof deployHere>[3] = {}): Promise<DeployRun> => {
    host().requests.length = 0;
    return deployHere(BUCKET, host().api, dist, options);
  };
  const status = async (path: string) => (await fetch(new URL(path, host().website))).status;
  const text = async (path: string) => (await fetch(new URL(path, host().website))).text();

  test.before(async () => {
    work = await mkdtemp(join(tmpdir(), "s3-deploys-"));
    [s3, copies, objects] = await Promise.all([startS3(BUCKET), makeCopies(site.dist, work, site.pages.length), objectCount(site)]);
  });

  test.after(async () => {
    await s3?.close();
    await rm(work, { recursive: true, force: true });
  });

  test("the first deploy prints its plan first, puts every object once, the manifest twice and the website configuration", async () => {
    const run = await deploy(site.dist);
    assert.is(run.code, 0, run.stderr);
    assert.equal(run.lines.slice(0, 2), [`${objects} to upload, 0 unchanged, 0 to delete`, "  website configuration to set"]);
    const puts = putKeys(host().requests);
    assert.is(puts.length, objects + 2);
    assert.is(puts.filter((key) => key === MANIFEST).length, 2);
    assert.is(new Set(puts).size, objects + 1, "no object put twice");
    assert.equal(
      writes(host().requests).filter((request) => request.key === ""),
      [{ method: "PUT", key: "", query: ["website"], status: 200 }],
    );
  });

  test("the same build deployed again writes nothing: no object, no manifest, no configuration", async () => {
    const run = await deployAgain(site.dist);
    assert.is(run.code, 0, run.stderr);
    assert.equal(run.lines.slice(0, 2), [`0 to upload, ${objects} unchanged, 0 to delete`, "  website configuration unchanged"]);
    assert.equal(writes(host().requests), []);
  });

  test("--dry-run prints the plan and the keys it would put, and writes nothing", async () => {
    const run = await deploy(copy().edited, "--dry-run");
    assert.is(run.code, 0, run.stderr);
    assert.equal(run.lines.slice(0, 4), [
      `2 to upload, ${objects - 2} unchanged, 0 to delete`,
      "  website configuration unchanged",
      `  put ${CONTENT} (assets and content)`,
      `  put ${PAGE} (pages)`,
    ]);
    assert.equal(writes(host().requests), []);
    assert.ok((await text(PAGE)).includes(SENTENCE[0] as string), "the page is as it was");
  });

  test("a one-sentence edit puts that page and its content file, and the manifest", async () => {
    const run = await deployAgain(copy().edited);
    assert.is(run.code, 0, run.stderr);
    assert.is(run.lines[0], `2 to upload, ${objects - 2} unchanged, 0 to delete`);
    assert.equal(putKeys(host().requests), [MANIFEST, MANIFEST, PAGE, CONTENT]);
    assert.ok((await text(PAGE)).includes(SENTENCE[1] as string), "the page's new sentence");
    assert.ok((await text(CONTENT)).includes(SENTENCE[1] as string), "the content file's new sentence");
  });

  test("a deploy stopped by a refused write names the key and exits non-zero; the same command then puts only what is left", async () => {
    host().refusePut = PAGE;
    const stopped = await deploy(copy().editedTwice);
    host().refusePut = undefined;
    assert.is(stopped.code, 1);
    assert.match(stopped.stderr, `Could not upload ${PAGE} to ${BUCKET}`);
    assert.equal(putKeys(host().requests), [MANIFEST, CONTENT]);
    const again = await deployAgain(copy().editedTwice);
    assert.is(again.code, 0, again.stderr);
    assert.is(again.lines[0], `1 to upload, ${objects - 1} unchanged, 0 to delete`);
    assert.equal(putKeys(host().requests), [MANIFEST, MANIFEST, PAGE]);
    assert.ok((await text(PAGE)).includes(SENTENCE[2] as string));
  });

  test("after a stopped deploy, the build before it goes back whole, though the manifest had its content file unchanged", async () => {
    host().refusePut = PAGE;
    const stopped = await deploy(copy().edited);
    host().refusePut = undefined;
    assert.is(stopped.code, 1);
    assert.equal(putKeys(host().requests), [MANIFEST, CONTENT]);
    const back = await deployAgain(copy().editedTwice);
    assert.is(back.code, 0, back.stderr);
    assert.equal(putKeys(host().requests), [MANIFEST, MANIFEST, CONTENT]);
    assert.ok((await text(CONTENT)).includes(SENTENCE[2] as string), "the content file as built, not as the stopped deploy left it");
  });

  test("a reader loading pages and their scripts while a renamed asset goes up never gets a script that is not there", async () => {
    host().putDelayMs = SLOW_PUT_MS;
    const run = deployAgain(copy().renamed, { parallel: 2 });
    const reading = await readWhile(host().website, READ_PAGES, run);
    host().putDelayMs = 0;
    const result = await run;
    console.log(`while the deploy ran: ${reading.pages} pages and ${reading.scripts} scripts read`);
    console.log(
      JSON.stringify({ puts: putKeys(host().requests), broken: reading.broken, seen: [...reading.seen], pe: reading.pageErrors }),
    );
    assert.is(result.code, 0, result.stderr);
    assert.equal(
      putKeys(host().requests).filter((key) => key !== MANIFEST).length,
      site.pages.length + 2,
      "the asset, every page and 404.html",
    );
    assert.equal(reading.broken, []);
    assert.ok(reading.seen.has(`/${copy().oldBoot}`) && reading.seen.has(`/${RENAMED_BOOT}`), "pages read before and after");
    assert.ok(reading.pages >= 20, `${reading.pages} pages read`);
    if (reading.pageErrors.length > 0) console.log(`pages read mid-rewrite (s3rver): ${reading.pageErrors.join(", ")}`);
    assert.is(await status(copy().oldBoot), 200, "the old name kept for pages already loaded");
    assert.is(await status(RENAMED_BOOT), 200);
  });

  test("a page removed answers 404 after the deploy, its slash and content file too, and the last deploys' assets remain", async () => {
    const run = await deployAgain(copy().removed);
    assert.is(run.code, 0, run.stderr);
    assert.equal(run.lines.slice(0, 2), [
      `0 to upload, ${objects - 3} unchanged, 3 to delete`,
      "  1 old asset kept for the last 3 deploys' pages",
    ]);
    assert.equal(putKeys(host().requests), [MANIFEST, MANIFEST]);
    for (const path of ["areas/bedford", "areas/bedford/", "content/areas/bedford.json"]) assert.is(await status(path), 404, path);
    assert.is(await status("areas/dartmouth"), 200);
    assert.is(await status(copy().oldBoot), 200, "an asset of the deploys before");
  });

  test("past the grace period (--keep-deploys 1) the old asset is deleted and the current one stays", async () => {
    const run = await deploy(copy().removed, "--keep-deploys", "1");
    assert.is(run.code, 0, run.stderr);
    assert.is(run.lines[0], `0 to upload, ${objects - 3} unchanged, 1 to delete`);
    assert.is(await status(copy().oldBoot), 404);
    assert.is(await status(RENAMED_BOOT), 200);
  });
}
