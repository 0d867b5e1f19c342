// Checks the built site in dist/ (titles, descriptions, canonicals, h1, Open Graph, JSON-LD,
// internal links, the sitemap, and every HTML file against html-validate) and exits non-zero
// listing every problem. Run: npm run check (or `npx tsx scripts/check.ts <dist> [<deploy>]`).
import { checkDist, printReport } from "./build/check-dist.ts";
import { DEPLOY, DIST } from "./build/dist.ts";

const report = await checkDist(process.argv[2] ?? DIST, process.argv[3] ?? DEPLOY);
printReport(report);
process.exitCode = report.errors.length > 0 ? 1 : 0;
