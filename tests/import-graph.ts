// The modules' imports: no circles in src/, scripts/, tools/ or tests/ (every kind of import
// counts: a type-only or dynamic import is a dependency too), and none across the project's
// fences: nothing in src/ imports scripts/ or tools/, nothing in scripts/ imports the measuring
// tools (tools/) or the tests, nothing in src/ or tests/ imports the bench's modules, and the
// route table imports nothing of the runtime. goober itself is imported by src/styles/ and the
// server entry alone.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";

const FOLDERS = ["src", "scripts", "tools", "tests"];
/** Static, type-only and re-exporting imports, and dynamic import() with a literal path. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"|import\(\s*"(\.[^"]+)"\s*\)/g;

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Each module and the project modules it imports, by path from the root. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap(filesUnder)) {
    const text = readFileSync(join(ROOT, file), "utf8");
    const targets = [...text.matchAll(IMPORT)].map((match) => relative(ROOT, resolve(ROOT, dirname(file), match[1] ?? match[2] ?? "")));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle, each as the list of modules it runs through. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === "open") found.push([...path.slice(path.indexOf(target)), target]);
      else if (!state.has(target) && graph.has(target)) visit(target);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const imports = suite("imports");
const graph = importGraph();

imports("reads the imports of every module (the graph is not empty)", () => {
  assert.ok(graph.size > 100, `${graph.size} modules`);
  assert.ok(graph.get("src/entry-client.tsx")?.includes("src/navigation/index.ts"), "the browser entry imports the runtime's surface");
});

imports("no module imports itself back through others", () => {
  assert.equal(
    circles(graph).map((circle) => circle.join(" -> ")),
    [],
  );
});

imports(
  "nothing in src/ imports scripts/ or tools/, nothing in scripts/ imports tools/ or tests/, nothing outside tools/ the bench",
  () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      targets
        .filter(
          (target) =>
            (file.startsWith("src/") && (target.startsWith("scripts/") || target.startsWith("tools/"))) ||
            (file.startsWith("scripts/") && (target.startsWith("tools/") || target.startsWith("tests/"))) ||
            (!file.startsWith("tools/") && target.startsWith("tools/bench/")),
        )
        .map((target) => `${file} -> ${target}`),
    );
    assert.equal(crossings, []);
  },
);

imports("the route table (src/site/) is plain data: it imports nothing of the runtime (src/navigation/)", () => {
  const crossings = [...graph].flatMap(([file, targets]) =>
    file.startsWith("src/site/")
      ? targets.filter((target) => target.startsWith("src/navigation/")).map((target) => `${file} -> ${target}`)
      : [],
  );
  assert.equal(crossings, []);
});

imports(
  "the browser's code never reaches the whole catalog: only menu-catalog.ts reads it, and the build writes that module's value in its place",
  () => {
    // The modules only the server may load: each lists every page of a kind.
    const serverOnly = [
      "src/content/catalog.ts",
      "src/content/content-modules.ts",
      "src/site/site-pages.ts",
      "src/content/services.ts",
      "src/content/areas.ts",
    ];
    const reached = new Set<string>();
    const walk = (file: string, via: string[]) => {
      if (reached.has(file)) return;
      reached.add(file);
      // The build replaces this module by its exports as data (scripts/build/catalog-plugin.ts).
      if (file === "src/content/menu-catalog.ts") return;
      for (const target of graph.get(file) ?? []) walk(target, [...via, file]);
    };
    walk("src/entry-client.tsx", []);
    assert.ok(reached.has("src/content/menu-catalog.ts"), "the browser reads menu-catalog.ts");
    assert.equal(
      serverOnly.filter((file) => reached.has(file)),
      [],
    );
  },
);

imports("only src/styles/ and the server entry import goober: every component takes styled bound to the site's target", () => {
  // goober unbound writes into the document's element of id _goober, the prerendered <style>, whose
  // changed text the Content-Security-Policy refuses (src/styles/styled.ts).
  const importers = filesUnder("src").filter((file) => /\bfrom\s+"goober"/.test(readFileSync(join(ROOT, file), "utf8")));
  assert.ok(importers.includes("src/styles/styled.ts"), "styled.ts binds goober's styled");
  assert.equal(
    importers.filter((file) => !file.startsWith("src/styles/") && file !== "src/entry-server.tsx"),
    [],
  );
});

imports.run();
