// `npm run check` on copies of the built site broken on purpose, one fault each: a page with a
// problem, an inline script the Content-Security-Policy does not allow, a script without its
// integrity hash or with a wrong one, invalid HTML in a page, 404.html or a redirect page. Each
// fails the check, naming the file (and line), and the intact dist/ passes.
import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DEPLOY, DIST, ROOT, TSX } from "../scripts/build/dist.ts";
import { legacyPageFile, pageFile } from "../scripts/build/page-files.ts";
import { redirects } from "../src/site/redirects.ts";

const output = suite("npm run check on a broken copy");

output("npm run check fails, naming the problem, on a deliberately broken page", async () => {
  const copy = await mkdtemp(join(tmpdir(), "site-check-"));
  try {
    await cp(DIST, copy, { recursive: true });
    const about = join(copy, pageFile("/about"));
    await writeFile(about, (await readFile(about, "utf8")).replace(/<h1[^>]*>.*?<\/h1>/, "").replace('href="/contact"', 'href="/contcat"'));
    const broken = spawnSync(process.execPath, [...TSX, join(ROOT, "scripts", "check.ts"), copy], { encoding: "utf8" });
    assert.is(broken.status, 1);
    assert.match(broken.stderr, /\/about: expected exactly one <h1>, found 0/);
    assert.match(broken.stderr, /\/about: link "\/contcat"/);
    const intact = spawnSync(process.execPath, [...TSX, join(ROOT, "scripts", "check.ts"), DIST], { encoding: "utf8" });
    assert.is(intact.status, 0, intact.stderr);
    assert.match(intact.stderr, /warning: \/areas\/bedford: canonical names/);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});

output("npm run check fails on a page whose inline script the Content-Security-Policy does not allow", async () => {
  const copy = await mkdtemp(join(tmpdir(), "site-check-"));
  try {
    await cp(DIST, copy, { recursive: true });
    const about = join(copy, pageFile("/about"));
    const html = await readFile(about, "utf8");
    assert.match(html, /<script type="importmap">\{/);
    // One byte more in the import map: its hash is no longer the one in _headers.
    await writeFile(about, html.replace('<script type="importmap">', '<script type="importmap"> '));
    const result = runCheck(copy);
    assert.is(result.status, 1);
    assert.match(result.stderr, /\/about\.html: an inline script the Content-Security-Policy does not allow/);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});

output("npm run check fails on a script without its integrity hash, or with a hash its file does not match", async () => {
  const copy = await mkdtemp(join(tmpdir(), "site-check-"));
  try {
    await cp(DIST, copy, { recursive: true });
    const about = join(copy, pageFile("/about"));
    const html = await readFile(about, "utf8");
    await writeFile(about, html.replace(/ integrity="[^"]+" async/, " async"));
    const entry = /data-entry="\/assets\/([^"]+)"/.exec(html)?.[1] ?? "-";
    // One byte of the entry changed after the build: the import map's hash no longer matches.
    const entryFile = join(copy, "assets", entry);
    const bytes = await readFile(entryFile);
    bytes[bytes.length - 2] = bytes[bytes.length - 2] === 0x20 ? 0x0a : 0x20;
    await writeFile(entryFile, bytes);
    const result = runCheck(copy);
    assert.is(result.status, 1);
    assert.match(result.stderr, /\/about\.html: the script \/assets\/boot-[\w-]+\.js has no integrity hash/);
    assert.match(
      result.stderr,
      new RegExp(`/contact\\.html: the import map's hash for /assets/${entry.replace(".", "\\.")} does not match the file`),
    );
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});

/** npm run check on a copy of dist/. */
function runCheck(dist: string) {
  return spawnSync(process.execPath, [...TSX, join(ROOT, "scripts", "check.ts"), dist], { encoding: "utf8" });
}

output("npm run check fails on invalid HTML in a page, 404.html or a redirect page, naming the file and line", async () => {
  const copy = await mkdtemp(join(tmpdir(), "site-check-"));
  try {
    await cp(DIST, join(copy, "dist"), { recursive: true });
    await cp(DEPLOY, join(copy, "deploy"), { recursive: true });
    // Bad nesting (a <div> inside a <p>) and a stray <td>, each on a line of its own so that the
    // line the check names can be told from the others.
    const breaks = [
      { file: pageFile("/about"), marker: '<main id="main" tabindex="-1">', markup: "\n<p><div>bad nesting</div></p>\n" },
      { file: "404.html", marker: '<main id="main" tabindex="-1">', markup: "\n<div><td>stray cell</td></div>\n" },
      { file: `deploy/${legacyPageFile(redirects[0]?.from ?? "")}`, marker: "<body>", markup: "\n<div><td>stray cell</td></div>\n" },
    ];
    const lines: Record<string, number> = {};
    for (const { file, marker, markup } of breaks) {
      const path = file.startsWith("deploy/") ? join(copy, file) : join(copy, "dist", file);
      const html = await readFile(path, "utf8");
      assert.ok(html.includes(marker), `${file} has ${marker}`);
      const broken = html.replace(marker, () => `${marker}${markup}`);
      lines[file] = broken.slice(0, broken.indexOf(markup) + 1).split("\n").length;
      await writeFile(path, broken);
    }
    const check = join(ROOT, "scripts", "check.ts");
    const result = spawnSync(process.execPath, [...TSX, check, join(copy, "dist"), join(copy, "deploy")], { encoding: "utf8" });
    assert.is(result.status, 1);
    const reported = (file: string, pattern: RegExp) =>
      result.stderr.split("\n").some((line) => line.includes(`- ${file}:${lines[file]}:`) && pattern.test(line));
    assert.ok(reported(pageFile("/about"), /<p> is implicitly closed by adjacent <div>/), result.stderr);
    assert.ok(reported("404.html", /<td> element requires a <tr>/), result.stderr);
    assert.ok(reported(breaks[2]?.file ?? "", /<td> element requires a <tr>/), result.stderr);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});

output.run();
