// The docs name what exists: every project path in backticks in README.md and docs/*.md (under
// src/, scripts/, tools/, tests/, docs/, public/ or .ci/) is a file or folder of the tree, and
// every source file named alone is somewhere in it, so a file moved or renamed fails here until
// the docs follow it; no doc states how many lines a source file has, a count that goes stale
// with the next edit; and a constant a doc names in backticks with a number beside it ("`KEPT_PAGES`
// (8)", "`REQUEST_TIMEOUT_MS` is 30 s") has that value in the code.
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

/** The folders (and the root's own files) whose `const NAME = <number>` the docs may quote. */
const CONSTANT_FOLDERS = ["src", "scripts", "tools", "tests"];
/** A source file whose constants are read. */
const SOURCE_FILE = /\.(?:tsx?|mjs)$/;
/** A top-level or local constant: `const NAME = …` or `const NAME: number = …`, up to the end of its statement's line. */
const CONSTANT_DECLARATION = /\bconst ([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?::[^=\n]+)?\s*=\s*([^;\n]+)/g;
/** A number as code writes it, alone or as a simple product: `8`, `10_000`, `92 * 1024`, `0.15`. */
const NUMERIC_EXPRESSION = /^(?:\d[\d_]*(?:\.\d+)?)(?:\s*\*\s*\d[\d_]*(?:\.\d+)?)*$/;
/** A default after an environment variable: `Number(process.env.X ?? 30_000)`, `Number(process.env.X) || 3`. */
const NUMERIC_DEFAULT = /(?:\?\?|\|\|)\s*(\d[\d_]*(?:\.\d+)?(?:\s*\*\s*\d[\d_]*(?:\.\d+)?)*)\s*\)?$/;
/** A backticked constant's name in a doc: two words or more in capitals joined by underscores. */
const NAME = "`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`";
/** A number as prose writes it: 8, 2,048, 10_000, 0.15 (a comma only before three digits, so "20, 30" is two numbers). */
const NUMBER = "(\\d{1,3}(?:,\\d{3})+(?![\\d,])|\\d[\\d_]*(?:\\.\\d+)?)";
/** The units the comparison converts: of time, to ms, and of size, to bytes. */
const UNIT = "(ms|s|seconds?|min|minutes?|B|bytes|KB|kB|MB)?";
/**
 * A number beside a name, in the two ways the docs write it: the name, then at most one joining
 * word or sign, then the number ("`KEPT_PAGES` (8)", "`IDLE_PREFETCH_CAP`, 20", "`RELOAD_GUARD_MS`
 * is 10 s"); or the number, its unit, then the name in brackets ("30 s (`REQUEST_TIMEOUT_MS`)").
 * Numbers in words ("eight pages (`KEPT_PAGES`)") and a table's next cell are not read: too loose
 * to hold a doc to.
 */
const NAME_THEN_NUMBER = new RegExp(`${NAME}\\s*(?:\\(|,|:|=|\\bis\\b|\\bof\\b)?\\s*\`?${NUMBER}\`?\\s?${UNIT}(?![\\w%])`, "g");
const NUMBER_THEN_NAME = new RegExp(`(?<![\\w.,])${NUMBER}\\s?${UNIT}\\s*\\(${NAME}[),:]`, "g");
/** A unit's kind and size: time in ms, size in bytes (a kilobyte read as 1,000 or 1,024). */
const UNITS: Readonly<Record<string, { kind: "time" | "size"; factors: readonly number[] }>> = {
  ms: { kind: "time", factors: [1] },
  s: { kind: "time", factors: [1000] },
  second: { kind: "time", factors: [1000] },
  seconds: { kind: "time", factors: [1000] },
  min: { kind: "time", factors: [60_000] },
  minute: { kind: "time", factors: [60_000] },
  minutes: { kind: "time", factors: [60_000] },
  B: { kind: "size", factors: [1] },
  bytes: { kind: "size", factors: [1] },
  KB: { kind: "size", factors: [1024, 1000] },
  kB: { kind: "size", factors: [1024, 1000] },
  MB: { kind: "size", factors: [1024 ** 2, 1000 ** 2] },
};
/** The unit a constant's name ends with: `_MS`, `_SECONDS`, `_BYTES`, `_KB`. */
const NAME_UNITS: readonly [RegExp, { kind: "time" | "size"; factor: number }][] = [
  [/_MS$/, { kind: "time", factor: 1 }],
  [/_(?:S|SECS|SECONDS)$/, { kind: "time", factor: 1000 }],
  [/_BYTES$/, { kind: "size", factor: 1 }],
  [/_KB$/, { kind: "size", factor: 1024 }],
  [/_MB$/, { kind: "size", factor: 1024 ** 2 }],
];

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

/** The value of a constant's initializer, when it is a number, a simple product or a number given as a default. */
function numericValue(expression: string): number | null {
  const text = expression.replace(/\s+as const$/, "").trim();
  const product = NUMERIC_EXPRESSION.test(text) ? text : NUMERIC_DEFAULT.exec(text)?.[1];
  if (!product) return null;
  return product.split("*").reduce((total, factor) => total * Number(factor.trim().replaceAll("_", "")), 1);
}

/** Every `const NAME = …` of the code, by name: the numeric values it has (none when it is no number). */
function codeConstants(): Map<string, (number | null)[]> {
  const files = [
    ...CONSTANT_FOLDERS.flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true })
        .map(String)
        .filter((path) => !path.split("/").includes("node_modules"))
        .map((path) => join(folder, path)),
    ),
    ...readdirSync(ROOT),
  ].filter((path) => SOURCE_FILE.test(path));
  const constants = new Map<string, (number | null)[]>();
  for (const file of files) {
    for (const match of readFileSync(join(ROOT, file), "utf8").matchAll(CONSTANT_DECLARATION)) {
      const name = match[1] ?? "";
      constants.set(name, [...(constants.get(name) ?? []), numericValue(match[2] ?? "")]);
    }
  }
  return constants;
}

/** A number beside a constant's name in a doc, with its unit and line. */
interface QuotedConstant {
  name: string;
  value: number;
  written: string;
  unit: string;
  line: number;
}

/** Every constant a doc names with a number beside it. */
function quotedConstants(text: string): QuotedConstant[] {
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  const quote = (name: string, number: string, unit: string, index: number): QuotedConstant => ({
    name,
    value: Number(number.replaceAll(/[,_]/g, "")),
    written: `${number}${unit ? ` ${unit}` : ""}`,
    unit,
    line: lineOf(index),
  });
  return [
    ...[...text.matchAll(NAME_THEN_NUMBER)].map((match) => quote(match[1] ?? "", match[2] ?? "", match[3] ?? "", match.index)),
    ...[...text.matchAll(NUMBER_THEN_NAME)].map((match) => quote(match[3] ?? "", match[1] ?? "", match[2] ?? "", match.index)),
  ];
}

/**
 * Whether a doc's number is the code's value: as written, or converted where both the doc's unit
 * and the constant's name say what they count ("10 s" is `RELOAD_GUARD_MS = 10_000`).
 */
function sameValue(quoted: QuotedConstant, code: number): boolean {
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  const docUnit = UNITS[quoted.unit];
  const nameUnit = NAME_UNITS.find(([pattern]) => pattern.test(quoted.name))?.[1];
  if (docUnit && nameUnit && docUnit.kind === nameUnit.kind) {
    return docUnit.factors.some((factor) => close(quoted.value * factor, code * nameUnit.factor));
  }
  return close(quoted.value, code);
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

named("give a named constant only the value it has in the code", () => {
  const constants = codeConstants();
  const stale = docs().flatMap((doc) =>
    quotedConstants(readFileSync(join(ROOT, doc), "utf8")).flatMap((quoted) => {
      const values = constants.get(quoted.name);
      const where = `${doc}:${quoted.line}: \`${quoted.name}\` ${quoted.written}`;
      if (!values) return [`${where}, but no constant of that name is in ${CONSTANT_FOLDERS.join("/, ")}/`];
      const numbers = values.filter((value) => value !== null);
      if (numbers.some((value) => sameValue(quoted, value))) return [];
      return [`${where}, but the code has ${numbers.length ? numbers.join(" or ") : "no number"}`];
    }),
  );
  assert.equal(stale, []);
});

named.run();
