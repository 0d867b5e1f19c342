// The mutation check's list (tools/mutants/list/) follows the code: every change's text occurs
// exactly once in its file, and every change names a suite that exists to catch it. Otherwise a
// moved line or a renamed suite leaves a change that tests nothing until the next full
// `npm run mutants`, which is not part of npm test.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";
import { editsOf, readMutants } from "../tools/mutants/mutants.ts";
import { allSuites } from "./helpers/suites.ts";

const list = suite("the mutation check's list");
const mutants = readMutants();

list("holds changes, each with an id of its own", () => {
  assert.ok(mutants.length > 0);
  assert.is(new Set(mutants.map((mutant) => mutant.id)).size, mutants.length);
});

list("finds each change's text exactly once in its file", () => {
  const stale = mutants.flatMap((mutant) =>
    editsOf(mutant).flatMap((edit) => {
      const path = join(ROOT, edit.file);
      const found = existsSync(path) ? readFileSync(path, "utf8").split(edit.find).length - 1 : 0;
      return found === 1 ? [] : [`${mutant.id}: ${found} times in ${edit.file}`];
    }),
  );
  assert.equal(stale, []);
});

list("names a suite of npm test to catch each change", () => {
  const suites = new Set(allSuites());
  assert.equal(
    mutants.filter((mutant) => !suites.has(mutant.killer)).map((mutant) => `${mutant.id}: tests/${mutant.killer}`),
    [],
  );
});

list.run();
