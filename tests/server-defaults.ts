// npm start with none of its variables set (PORT, HOST, FORMS_FILE and REQUEST_TIMEOUT_MS removed
// from its environment), as a person runs it: where it listens, where it stores a submission and
// the time limits Node enforces for it, each compared with the README's Configuration table
// (tests/expected/server-defaults.ts). The time limits measured on slow clients: server-default-timeouts.ts.
import { mkdir, mkdtemp, readFile, rm, rmdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { tmpdir } from "node:os";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";
import { startDefaultServer } from "./helpers/default-server.ts";
import { listeningAddressesOf } from "./helpers/listening-ports.ts";
import { SERVER_DEFAULTS } from "./expected/server-defaults.ts";
import { postForm, SUBMISSION } from "./helpers/form-submission.ts";

const defaults = suite("npm start with no variable set");

defaults(
  "listens on 127.0.0.1:4173, stores submissions in .data/submissions.jsonl, and gives a request 30 s, its headers 10 s",
  async () => {
    const dir = await mkdtemp(join(tmpdir(), "server-defaults-"));
    const settingsFile = join(dir, "settings.jsonl");
    const formsFile = join(ROOT, SERVER_DEFAULTS.formsFile);
    // The owner's own file, if this checkout has one: what the test adds is taken out again after.
    const before = await readFile(formsFile, "utf8").catch(() => undefined);
    const folderExisted = existsSync(dirname(formsFile));
    const server = await startDefaultServer(SERVER_DEFAULTS.port, { SERVER_SETTINGS: settingsFile });
    const marker = `Defaults test ${process.pid} ${Date.now()}`;
    try {
      assert.match(server.output(), `Serving dist/ at http://localhost:${SERVER_DEFAULTS.port} `);
      // The kernel's own word: the one socket the process listens on, its address and port.
      assert.equal(await listeningAddressesOf(server.child.pid ?? 0), [`${SERVER_DEFAULTS.host}:${SERVER_DEFAULTS.port}`]);
      const origin = `http://${SERVER_DEFAULTS.host}:${SERVER_DEFAULTS.port}`;
      assert.is((await fetch(`${origin}/about`)).status, 200);
      const response = await postForm(origin, { ...SUBMISSION, message: marker });
      assert.is(response.status, 200);
      const lines = (await readFile(formsFile, "utf8")).split("\n").filter(Boolean);
      assert.is(JSON.parse(lines.at(-1) ?? "{}").message, marker, `the submission is the last line of ${SERVER_DEFAULTS.formsFile}`);
      // Node's own limits on this server, read from its server object as it listens.
      const [settings] = (await readFile(settingsFile, "utf8")).split("\n").filter(Boolean);
      assert.equal(JSON.parse(settings ?? "{}"), {
        requestTimeout: SERVER_DEFAULTS.requestTimeoutMs,
        headersTimeout: SERVER_DEFAULTS.headersTimeoutMs,
      });
    } finally {
      await server.stop();
      const after = await readFile(formsFile, "utf8").catch(() => "");
      const kept = after.split("\n").filter((line) => line !== "" && !line.includes(marker));
      if (before === undefined && kept.length === 0) {
        await rm(formsFile, { force: true });
        if (!folderExisted) await rmdir(dirname(formsFile)).catch(() => {});
      } else {
        await mkdir(dirname(formsFile), { recursive: true });
        await writeFile(formsFile, kept.map((line) => `${line}\n`).join(""));
      }
      await rm(dir, { recursive: true, force: true });
    }
  },
);

defaults.run();
