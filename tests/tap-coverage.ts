// The tap's coverage read back by module (tools/coverage/bundle-modules.ts, npm run bench:coverage):
// a small chunk written as rolldown writes a readable build, with V8's coverage of it, charged to
// the site's files, the packages and the bundler's glue. No browser, no build.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { kindOf, moduleAt, moduleRegions, tallyCoverage, tallyFigures } from "../tools/coverage/bundle-modules.ts";
import type { ScriptCoverage } from "../tools/coverage/bundle-modules.ts";

/** A chunk as the readable build writes it: the compile hint, the bundler's runtime, a package, the site's modules, exports. */
const CHUNK = [
  "//# allFunctionsCalledOnLoad",
  "// \\0rolldown/runtime.js",
  "var __create = Object.create;",
  "// ../../work/site/node_modules/goober/dist/goober.modern.js",
  "function css(rules) { return rules; }",
  "// src/styles/goober-setup.ts",
  "setup((props) => props);",
  "/**",
  "* react-router v7.18.5",
  "*",
  "* @license MIT",
  "*/",
  "function invariant(value) { if (!value) throw new Error(); }",
  "// src/navigation/router.tsx",
  "// a comment of the code, not a marker",
  "function push(path) { history.pushState(null, '', path); }",
  "const onClick = (event) => push(event.target.href);",
  "// src/content/business.ts",
  'function telHref(phone) { return "tel:" + phone; }',
  "export { onClick, telHref };",
].join("\n");

const at = (text: string) => CHUNK.indexOf(text);

/** V8's entry for a function starting at `text`, called `count` times. */
function fn(functionName: string, text: string, count: number): ScriptCoverage["functions"][number] {
  return { functionName, ranges: [{ startOffset: at(text), endOffset: at(text) + text.length, count }] };
}

const regions = suite("a readable chunk's modules");

regions("are the marker lines' paths, each up to the next marker, the compile hint and the code's own comments aside", () => {
  assert.equal(
    moduleRegions(CHUNK).map((region) => region.path),
    [
      "\\0rolldown/runtime.js",
      "../../work/site/node_modules/goober/dist/goober.modern.js",
      "src/styles/goober-setup.ts",
      "(package without a marker) react-router v7.18.5",
      "src/navigation/router.tsx",
      "src/content/business.ts",
    ],
  );
});

regions("place an offset in the module whose code holds it, and the chunk's first line in none", () => {
  const modules = moduleRegions(CHUNK);
  assert.is(moduleAt(modules, at("function push")), "src/navigation/router.tsx");
  assert.is(moduleAt(modules, at("const onClick")), "src/navigation/router.tsx");
  assert.is(moduleAt(modules, at("function css")), "../../work/site/node_modules/goober/dist/goober.modern.js");
  assert.is(moduleAt(modules, at("(props) => props")), "src/styles/goober-setup.ts");
  assert.is(moduleAt(modules, at("function invariant")), "(package without a marker) react-router v7.18.5");
  assert.is(moduleAt(modules, 0), undefined);
});

regions("end at //#endregion where the bundler writes regions", () => {
  const source = ["//#region src/paths.ts", "function servicePath(slug) { return slug; }", "//#endregion", "export { servicePath };"].join(
    "\n",
  );
  assert.equal(moduleRegions(source), [{ path: "src/paths.ts", start: 0, end: source.indexOf("//#endregion") }]);
  assert.is(moduleAt(moduleRegions(source), source.indexOf("export")), undefined);
});

regions("tell the site's sources from packages and the bundler's glue", () => {
  assert.is(kindOf("src/app.tsx"), "site");
  assert.is(kindOf("../../work/site/node_modules/react/index.js"), "package");
  assert.is(kindOf("\\0vite/preload-helper.js"), "bundler");
});

const tally = suite("a tap's coverage by file");

tally("counts each of the site's functions that ran once, by file, and the others apart", () => {
  const script: ScriptCoverage = {
    url: "http://127.0.0.1:4173/assets/index-abc.js",
    source: CHUNK,
    functions: [
      // The script's top level: no module's function.
      { functionName: "", ranges: [{ startOffset: 0, endOffset: CHUNK.length, count: 1 }] },
      fn("push", "function push", 3),
      fn("", "(event) => push", 1),
      fn("telHref", "function telHref", 0),
      fn("", "(props) => props", 2),
      fn("css", "function css", 5),
      fn("invariant", "function invariant", 4),
    ],
  };
  const result = tallyCoverage([script]);
  assert.equal(Object.fromEntries(result.files), {
    "src/navigation/router.tsx": ["push", "(anonymous, index-abc.js:17)"],
    "src/styles/goober-setup.ts": ["(anonymous, index-abc.js:7)"],
  });
  assert.equal(result.elsewhere, { site: 0, package: 2, bundler: 0, unmarked: 0 });
  assert.equal(tallyFigures(result), { files: 2, filesOutsideContent: 2, functions: 3 });
});

tally("counts a file of the copy among the files, apart from those outside src/content/", () => {
  const script: ScriptCoverage = { url: "http://x/assets/a.js", source: CHUNK, functions: [fn("telHref", "function telHref", 1)] };
  assert.equal(tallyFigures(tallyCoverage([script])), { files: 1, filesOutsideContent: 0, functions: 1 });
});

regions.run();
tally.run();
