// The site's two bundles with Vite, the browser's into dist/ and the server's (for the prerender)
// into the folder named by the first argument, and the prerender's worker (page-worker.ts) as
// plain JavaScript into the second: a worker started under tsx gets a loader thread of its own,
// which passes every page module it loads through its hooks and kept some 300 MB at 2,500 pages.
// Run by prerender.ts in a process of its own.
import "./production-env.ts";
import { build } from "vite";
import { ROOT } from "./dist.ts";

const [serverOutDir, workerOutDir] = process.argv.slice(2);
if (!serverOutDir || !workerOutDir) throw new Error("usage: tsx scripts/build/bundle.ts <server bundle folder> <worker folder>");
await build({ root: ROOT, logLevel: "warn" });
await build({ root: ROOT, logLevel: "warn", build: { ssr: "src/entry-server.tsx", outDir: serverOutDir, emptyOutDir: true } });
// Only the worker's own modules: its packages (cheerio, html-validate) load from node_modules.
await build({
  root: ROOT,
  configFile: false,
  logLevel: "warn",
  build: { ssr: "scripts/build/page-worker.ts", outDir: workerOutDir, emptyOutDir: true, minify: false, target: "node20" },
});
