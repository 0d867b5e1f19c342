// `npm run check` on a copy of the built site broken on purpose in every way it guards: a page
// with a problem, an inline script the Content-Security-Policy does not allow, a script without
// its integrity hash or with a wrong one, invalid HTML in a page, 404.html or a redirect page.
// The check fails, naming each fault's file (and line), and still warns of the spec's kept
// inconsistency. The intact dist/ passes the same check in the build itself: a build whose check
// fails stops npm test before any suite (tests/run.ts).
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

/** npm run check on a built site's folders. */
function runCheck(...folders: string[]) {
  return spawnSync(process.execPath, [...TSX, join(ROOT, "scripts", "check.ts"), ...folders], { encoding: "utf8" });
}

// One copy broken in every way at once, checked once: each fault must be named on its own, so a
// check that stops at the first fault it meets fails here too.
output("npm run check fails on a copy broken in every way it guards, naming each fault, its file and line", async () => {
  const copy = await mkdtemp(join(tmpdir(), "site-check-"));
  try {
    const dist = join(copy, "dist");
    await cp(DIST, dist, { recursive: true });
    await cp(DEPLOY, join(copy, "deploy"), { recursive: true });
    const about = join(dist, pageFile("/about"));
    let html = await readFile(about, "utf8");
    // A page with a problem: no <h1>, and a link to no page.
    html = html.replace(/<h1[^>]*>.*?<\/h1>/, "").replace('href="/contact"', 'href="/contcat"');
    // An inline script the Content-Security-Policy does not allow: one byte more in the import
    // map, whose hash is no longer the one in _headers.
    assert.match(html, /<script type="importmap">\{/);
    html = html.replace('<script type="importmap">', '<script type="importmap"> ');
    // A script without its integrity hash.
    html = html.replace(/ integrity="[^"]+" async/, " async");
    await writeFile(about, html);
    // One byte of the entry changed after the build: the import map's hash no longer matches.
    const entry = /data-entry="\/assets\/([^"]+)"/.exec(html)?.[1] ?? "-";
    const entryFile = join(dist, "assets", entry);
    const bytes = await readFile(entryFile);
    bytes[bytes.length - 2] = bytes[bytes.length - 2] === 0x20 ? 0x0a : 0x20;
    await writeFile(entryFile, bytes);
    // Invalid HTML: bad nesting (a <div> inside a <p>) and a stray <td>, each on a line of its
    // own so that the line the check names can be told from the others.
    const breaks = [
      { file: pageFile("/about"), marker: '<main id="main" tabindex="-1">', markup: "\n<p><div>bad nesting</div></p>\n" },
      { file: "404.html", marker: '<main id="main" tabindex="-1">', markup: "\n<div><td>stray cell</td></div>\n" },
      { file: `deploy/${legacyPageFile(redirects[0]?.from ?? "")}`, marker: "<body>", markup: "\n<div><td>stray cell</td></div>\n" },
    ];
    const lines: Record<string, number> = {};
    for (const { file, marker, markup } of breaks) {
      const path = file.startsWith("deploy/") ? join(copy, file) : join(dist, file);
      const page = await readFile(path, "utf8");
      assert.ok(page.includes(marker), `${file} has ${marker}`);
      const broken = page.replace(marker, () => `${marker}${markup}`);
      lines[file] = broken.slice(0, broken.indexOf(markup) + 1).split("\n").length;
      await writeFile(path, broken);
    }

    const result = runCheck(dist, join(copy, "deploy"));
    assert.is(result.status, 1);
    assert.match(result.stderr, /\/about: expected exactly one <h1>, found 0/);
    assert.match(result.stderr, /\/about: link "\/contcat"/);
    assert.match(result.stderr, /\/about\.html: an inline script the Content-Security-Policy does not allow/);
    assert.match(result.stderr, /\/about\.html: the script \/assets\/boot-[\w-]+\.js has no integrity hash/);
    assert.match(
      result.stderr,
      new RegExp(`/contact\\.html: the import map's hash for /assets/${entry.replace(".", "\\.")} does not match the file`),
    );
    const reported = (file: string, pattern: RegExp) =>
      result.stderr.split("\n").some((line) => line.includes(`- ${file}:${lines[file]}:`) && pattern.test(line));
    assert.ok(reported(pageFile("/about"), /<p> is implicitly closed by adjacent <div>/), result.stderr);
    assert.ok(reported("404.html", /<td> element requires a <tr>/), result.stderr);
    assert.ok(reported(breaks[2]?.file ?? "", /<td> element requires a <tr>/), result.stderr);
    // The canonical warning the spec's inconsistency asks for, beside the errors.
    assert.match(result.stderr, /warning: \/areas\/bedford: canonical names/);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});

output.run();
