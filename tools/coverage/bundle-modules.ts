// Which module of the site a function of a readable bundle belongs to, and the tally of a tap's
// coverage by module (npm run bench:coverage). Pure: a chunk's text and V8's precise coverage in,
// the site's files and functions out. A build made with BUILD_READABLE=1 keeps the bundler's module
// markers: rolldown writes a line `// src/navigation/router.tsx` before each module's code (the
// module runs until the next marker), and some versions `//#region src/...` / `//#endregion`.
// A marker can be missing: rolldown 1.2 writes none for React Router's module (changed at build
// time by vite.config.ts), whose code follows src/styles/styled.ts's under its licence
// banner; such a banner within one of the site's modules starts a package's code, counted apart.

/** A module's code in a chunk: its path as the bundler names it, from `start` up to `end` (offsets in the chunk's text). */
export interface ModuleRegion {
  path: string;
  start: number;
  end: number;
}

/**
 * A marker line: `// <path>` or `//#region <path>`, the path one word ending in a source
 * extension or a bundler's virtual module (`\0rolldown/runtime.js`). A comment of the code itself
 * has spaces in it; V8's compile hint (`//# allFunctionsCalledOnLoad`) has a space after the `#`.
 */
const MARKER = /^\/\/(?: |#region )(\S+\.(?:[cm]?[jt]sx?|json))[ \t]*$/gm;
const END_OF_REGION = /^\/\/#endregion[ \t]*$/gm;
/** A block comment at a line's start (as the bundler prints them); one with `@license` is a package's licence banner, its first line naming the package. */
const BLOCK_COMMENT = /^\/\*[\s\S]*?\*\//gm;

/** The licence banners of a chunk: where each starts, and its first line of text ("react-router v7.18.5"). */
function licenceBanners(source: string): { index: number; name: string }[] {
  return [...source.matchAll(BLOCK_COMMENT)]
    .filter((comment) => comment[0].includes("@license"))
    .map((comment) => ({
      index: comment.index,
      name:
        comment[0]
          .split("\n")
          .map((line) => line.replace(/^\s*\/?\*+\/?\s*/, "").trim())
          .find(Boolean) ?? "",
    }));
}
/** What a region of a package's code without its own marker is called: the banner's first line after it. */
export const UNMARKED_PACKAGE = "(package without a marker)";

/** The modules of a chunk, in order; code before the first marker or after an `//#endregion` is in none. */
export function moduleRegions(source: string): ModuleRegion[] {
  const ends = [...source.matchAll(END_OF_REGION)].map((match) => match.index);
  const markers = [...source.matchAll(MARKER)];
  const banners = licenceBanners(source);
  return markers.flatMap((marker, index) => {
    const start = marker.index;
    const next = markers[index + 1]?.index ?? source.length;
    const end = ends.find((at) => at > start && at < next) ?? next;
    const path = marker[1] ?? "";
    // The site's sources carry no licence banner: one inside a site module's region is a package's code.
    const banner = kindOf(path) === "site" ? banners.find((match) => match.index > start && match.index < end) : undefined;
    if (!banner) return [{ path, start, end }];
    return [
      { path, start, end: banner.index },
      { path: `${UNMARKED_PACKAGE} ${banner.name}`.trim(), start: banner.index, end },
    ];
  });
}

/** The module whose code holds the offset, or undefined (the chunk's own glue: its imports, its exports). */
export function moduleAt(regions: readonly ModuleRegion[], offset: number): string | undefined {
  return regions.find((region) => offset >= region.start && offset < region.end)?.path;
}

/** What a module is: the site's own source (src/), a package (node_modules), or the bundler's glue. */
export type ModuleKind = "site" | "package" | "bundler";

export function kindOf(path: string): ModuleKind {
  if (path.startsWith("src/")) return "site";
  if (/(?:^|\/)node_modules\//.test(path) || path.startsWith(UNMARKED_PACKAGE)) return "package";
  return "bundler";
}

/** One script's precise coverage (CDP's Profiler.ScriptCoverage, the fields read here) with its text. */
export interface ScriptCoverage {
  url: string;
  source: string;
  functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

/** The site's functions called, by file. */
export interface TapTally {
  /** Each of the site's files with a function called, and those functions' names (in the order of the chunk), by path. */
  files: Map<string, string[]>;
  /** Functions called outside the site's files, counted apart: in packages, the bundler's glue, code in no module. */
  elsewhere: Record<ModuleKind | "unmarked", number>;
}

/** A function's name in the list: its own, or where an anonymous one starts (the chunk's file and line). */
function nameOf(name: string, script: ScriptCoverage, offset: number): string {
  if (name) return name;
  const line = script.source.slice(0, offset).split("\n").length;
  return `(anonymous, ${script.url.replace(/^.*\//, "")}:${line})`;
}

/**
 * The functions that ran (a count above 0), each counted once however often it ran, attributed to
 * the module that holds its start. A script's own top level (the function V8 reports at offset 0,
 * spanning the whole script) is no function of a module and is left out.
 */
export function tallyCoverage(scripts: readonly ScriptCoverage[]): TapTally {
  const files = new Map<string, string[]>();
  const elsewhere = { site: 0, package: 0, bundler: 0, unmarked: 0 };
  for (const script of scripts) {
    const regions = moduleRegions(script.source);
    for (const fn of script.functions) {
      const range = fn.ranges[0];
      if (!range || range.count === 0) continue;
      if (range.startOffset === 0 && range.endOffset >= script.source.length) continue;
      const path = moduleAt(regions, range.startOffset);
      if (path === undefined) {
        elsewhere.unmarked += 1;
        continue;
      }
      const kind = kindOf(path);
      if (kind !== "site") {
        elsewhere[kind] += 1;
        continue;
      }
      const names = files.get(path) ?? [];
      names.push(nameOf(fn.functionName, script, range.startOffset));
      files.set(path, names);
    }
  }
  return { files: new Map([...files].sort(([a], [b]) => a.localeCompare(b))), elsewhere };
}

/** The copy of the pages: data, whose files the budget leaves aside. */
export const CONTENT_FOLDER = "src/content/";

/** The tally's figures: files run, those outside src/content/, functions called. */
export function tallyFigures(tally: TapTally): { files: number; filesOutsideContent: number; functions: number } {
  const paths = [...tally.files.keys()];
  return {
    files: paths.length,
    filesOutsideContent: paths.filter((path) => !path.startsWith(CONTENT_FOLDER)).length,
    functions: [...tally.files.values()].reduce((sum, names) => sum + names.length, 0),
  };
}
