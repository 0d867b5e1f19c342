// npm run deploy:s3 as an operator runs it, in a process of its own from a project folder, against
// an S3 API (s3rver here): its exit code and what it printed, for the suites to read. And the same
// deploy in the test's own process, for a run of deploys one after another.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { Writable } from "node:stream";
import { deploySite } from "../../../scripts/deploy/deploy-site.ts";
import type { DeployOptions } from "../../../scripts/deploy/deploy-site.ts";
import { s3Client } from "../../../scripts/deploy/s3-upload.ts";
import { CREDENTIALS } from "./s3rver.ts";

export interface DeployRun {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout's lines, the plan's first. */
  lines: string[];
}

/** The credentials and region as an operator hands them to the command: in its environment. */
const AWS_ENVIRONMENT = {
  AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  AWS_REGION: "us-east-1",
};

/** Runs scripts/deploy/s3-upload.ts from `root` with `args` after --bucket and --endpoint; never throws on a failed deploy. */
export function runDeploy(root: string, bucket: string, api: string, args: readonly string[] = []): Promise<DeployRun> {
  const script = join(root, "scripts", "deploy", "s3-upload.ts");
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", script, "--bucket", bucket, "--endpoint", api, ...args],
      {
        cwd: root,
        encoding: "utf8",
        env: {
          ...process.env,
          ...AWS_ENVIRONMENT,
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr, lines: stdout.split("\n").filter((line) => line !== "") });
      },
    );
  });
}

/**
 * The command's deploy (deploySite, with the S3 client it makes from the same environment) run in
 * this process: the plan's lines as it prints them, code 1 and the error's message if it stops.
 * A deploy in a process of its own costs about a second of processor time to start Node, tsx and
 * the AWS SDK again; a run of deploys that reads what each one changed needs that only once.
 */
export async function deployHere(
  bucket: string,
  api: string,
  dist: string,
  options: Pick<DeployOptions, "dryRun" | "parallel" | "keepDeploys"> = {},
): Promise<DeployRun> {
  Object.assign(process.env, AWS_ENVIRONMENT);
  const lines: string[] = [];
  // The progress line goes where the command's goes, to what the run's stderr reads.
  let stderr = "";
  const progress = new Writable({
    write(chunk, _encoding, done) {
      stderr += String(chunk);
      done();
    },
  }) as unknown as NodeJS.WriteStream;
  const run = (code: number) => ({ code, stdout: lines.join("\n"), stderr, lines: lines.filter((line) => line !== "") });
  try {
    await deploySite({ client: s3Client(api), bucket, dist, ...options, log: (line) => lines.push(...line.split("\n")), progress });
    return run(0);
  } catch (error) {
    stderr += (error as Error).message;
    return run(1);
  }
}
