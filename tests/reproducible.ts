// The same sources build to the same bytes on another day, machine and time zone: a copy of the
// project in another folder is built again (minutes after npm test's own build, in another time
// zone) with the build's date handed over as SOURCE_DATE_EPOCH, as a copy has no git history, and
// its dist/ and deploy/ must equal this project's, file for file and byte for byte.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DEPLOY, DIST, TSX, listFiles } from "../scripts/build/dist.ts";
import { copyOfProject, removeCopy } from "../tools/project-copy.ts";
import { expectedBuildDate } from "./helpers/build-date.ts";

/** A time zone far from UTC, whose date is already tomorrow's for most of UTC's evening. */
const OTHER_TIME_ZONE = "Pacific/Kiritimati";

const test = suite<{ dir?: string }>("a reproducible build");
let dir = "";

test.before(() => {
  dir = copyOfProject("reproducible-");
  const epoch = String(Math.floor(expectedBuildDate().getTime() / 1000));
  const build = spawnSync(process.execPath, [...TSX, "scripts/build.ts"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, SOURCE_DATE_EPOCH: epoch, TZ: OTHER_TIME_ZONE },
  });
  assert.is(build.status, 0, `the copy builds:\n${build.stdout}${build.stderr}`);
});

test.after(() => {
  if (dir) removeCopy(dir);
});

for (const [name, folder] of [
  ["dist", DIST],
  ["deploy", DEPLOY],
] as const) {
  test(`${name}/ built again in another folder and time zone is the same, file for file and byte for byte`, async () => {
    const ours = await listFiles(folder);
    const theirs = await listFiles(join(dir, name));
    assert.equal([...theirs].sort(), [...ours].sort(), "the same files");
    const differing = ours.filter((file) => !readFileSync(join(folder, file)).equals(readFileSync(join(dir, name, file))));
    assert.equal(differing, [], "files whose bytes differ");
  });
}

test.run();
