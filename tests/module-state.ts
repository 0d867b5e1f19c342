// The site's code keeps no state of its own at module level: what a visit or a render keeps is in
// the runtime each entry makes (src/navigation/runtime.tsx), so nothing outlives the visit or
// the render it belongs to. A module may hold constant tables; no `let` at its top level, and no
// collection at its top level that any code of the module changes.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";

function sourceFiles(): string[] {
  return readdirSync(join(ROOT, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** A binding at a module's top level: no indentation. */
const TOP_LEVEL_LET = /^(?:export )?(?:let|var) (\w+)/gm;
/** A collection made at a module's top level. */
const TOP_LEVEL_COLLECTION = /^(?:export )?const (\w+)\b[^=\n]*= new (?:Map|Set|WeakMap|WeakSet|Array)\b/gm;

/** Every top-level `let` and every top-level collection the module changes, as "file: name". */
function moduleState(file: string, text: string): string[] {
  const found = [...text.matchAll(TOP_LEVEL_LET)].map((match) => `${file}: let ${match[1]}`);
  for (const [, name] of text.matchAll(TOP_LEVEL_COLLECTION)) {
    const changed = new RegExp(`\\b${name}\\.(?:set|add|delete|clear|push|pop|shift|unshift|splice)\\(`);
    if (changed.test(text)) found.push(`${file}: ${name} changed`);
  }
  return found;
}

const state = suite("module state");

state("finds a top-level let and a changed top-level collection (the check reads what it should)", () => {
  const sample = "let shown;\nconst seen = new Set<string>();\nexport function mark(path) {\n  seen.add(path);\n}\n";
  assert.equal(moduleState("sample.ts", sample), ["sample.ts: let shown", "sample.ts: seen changed"]);
  assert.equal(moduleState("sample.ts", "const table = new Map([[1, 2]]);\nfunction f() {\n  let local = 1;\n}\n"), []);
});

state("no module of src/ keeps a let or changes a collection at its top level", () => {
  const files = sourceFiles();
  assert.ok(files.length > 50, `${files.length} source files`);
  assert.equal(
    files.flatMap((file) => moduleState(file, readFileSync(join(ROOT, file), "utf8"))),
    [],
  );
});

state.run();
