// npm run deploy:s3 as an operator runs it, in a process of its own from a project folder, against
// an S3 API (s3rver here): its exit code and what it printed, for the suites to read.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { CREDENTIALS } from "./s3rver.ts";

export interface DeployRun {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout's lines, the plan's first. */
  lines: string[];
}

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
          AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
          AWS_REGION: "us-east-1",
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr, lines: stdout.split("\n").filter((line) => line !== "") });
      },
    );
  });
}
