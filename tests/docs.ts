// The docs name what exists: every project path in backticks in README.md and docs/*.md (under
// src/, scripts/, tools/, tests/, docs/, public/ or .ci/) is a file or folder of the tree, and
// every source file named alone is somewhere in it, so a file moved or renamed fails here until
// the docs follow it; and no doc states how many lines a source file has, a count that goes stale
// with the next edit.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";

/** The folders of the tree whose paths the docs name, and which must therefore exist. */
const PROJECT_PATH = /^(?:src|scripts|tools|tests|docs|public|\.ci)\//;
/** A backticked span: `…`. */
const CODE_SPAN = /`([^`\n]+)`/g;
/** A count of a file's lines, as prose states it: "955 lines", "about 100 lines". */
const LINE_COUNT = /\b\d[\d,]* lines\b/;
/** A deploy file's lines are a measurement of the build's output, not of the source: allowed. */
const DEPLOY_FILE = /`_redirects`|_redirects/;
/** A source file named alone, without its folder: `first-screen.ts` (not a dotfile such as a bucket key). */
const FILE_NAME = /^\w[\w.-]*\.(?:tsx?|mjs|md|json)$/;
/** The folders a file named alone may be in (the built site and deploy files among them). */
const SOURCE_FOLDERS = ["src", "scripts", "tools", "tests", "docs", "dist", "deploy"];

function docs(): string[] {
  return ["README.md", ...readdirSync(join(ROOT, "docs")).map((name) => `docs/${name}`)].filter((name) => name.endsWith(".md"));
}

/** The project paths a doc names: a span's first word, without a line number, an anchor or a trailing dot. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(CODE_SPAN)]
    .map((match) => (match[1] ?? "").trim().split(/\s/)[0] ?? "")
    .map((span) => span.replace(/[:#].*$/, "").replace(/[.,;]$/, ""))
    .filter((span) => PROJECT_PATH.test(span) && !/[*<>{}]/.test(span));
}

const named = suite("the docs");

named("name only paths that exist", () => {
  const missing = docs().flatMap((doc) =>
    namedPaths(readFileSync(join(ROOT, doc), "utf8"))
      .filter((path) => !existsSync(join(ROOT, path)))
      .map((path) => `${doc}: ${path}`),
  );
  assert.equal([...new Set(missing)], []);
});

named("name only source files that exist, where they name a file without its folder", () => {
  const names = new Set(
    [...SOURCE_FOLDERS.flatMap((folder) => readdirSync(join(ROOT, folder), { recursive: true }).map(String)), ...readdirSync(ROOT)].map(
      (path) => path.split("/").at(-1) ?? "",
    ),
  );
  const missing = docs().flatMap((doc) =>
    [...readFileSync(join(ROOT, doc), "utf8").matchAll(CODE_SPAN)]
      .map((match) => match[1] ?? "")
      .filter((span) => FILE_NAME.test(span) && !names.has(span))
      .map((span) => `${doc}: ${span}`),
  );
  assert.equal([...new Set(missing)], []);
});

named("state no file's length in lines", () => {
  const counts = docs().flatMap((doc) =>
    readFileSync(join(ROOT, doc), "utf8")
      .split("\n")
      .flatMap((line, index) => (LINE_COUNT.test(line) && !DEPLOY_FILE.test(line) ? [`${doc}:${index + 1}: ${line.trim()}`] : [])),
  );
  assert.equal(counts, []);
});

named.run();
