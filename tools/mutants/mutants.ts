// The list of one-line changes `npm run mutants` tries (run.ts): data files under list/, one for
// each kind of person the changes hurt, read in their names' order.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Edit {
  /** The file changed, from the project's root. */
  file: string;
  /** Text that occurs exactly once in the file. */
  find: string;
  /** What it becomes. */
  replace: string;
}

export interface Mutant extends Edit {
  id: string;
  /** Who the change hurts, and how. */
  hurts: string;
  /** The suite expected to catch it, as its path under tests/. */
  killer: string;
  /** A second line changed with the first, for a change that is two lines by nature (a swap). */
  and?: Edit;
  /**
   * The day the change was written by a reviewer who had not read tests/ (docs/testing.md, "The
   * blind audit"): its killer is that reviewer's guess from the suites' names alone.
   */
  blind?: string;
}

/** One file of the list: whom its changes hurt, and the changes. */
interface MutantGroup {
  who: string;
  mutants: Mutant[];
}

const LIST = join(import.meta.dirname, "list");

/** Every change of the list, in the order of its files. */
export function readMutants(): Mutant[] {
  return readdirSync(LIST)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => (JSON.parse(readFileSync(join(LIST, name), "utf8")) as MutantGroup).mutants);
}

/** A change's edits: its line, and the second one of a swap. */
export function editsOf(mutant: Mutant): Edit[] {
  return [mutant, ...(mutant.and ? [mutant.and] : [])];
}
