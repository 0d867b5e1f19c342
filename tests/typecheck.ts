// The whole project type-checks under TypeScript's strict settings.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";
import { typeCheck } from "./helpers/type-check.ts";

const types = suite("types");

types("src, scripts and tests pass tsc --noEmit", () => {
  const result = typeCheck(ROOT);
  assert.is(result.status, 0, `${result.stdout}${result.stderr}`);
});

types.run();
