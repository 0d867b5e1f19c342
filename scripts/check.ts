// Checks the built site in dist/ (titles, descriptions, canonicals, h1, Open Graph, JSON-LD,
// internal links, the sitemap, and every HTML file against html-validate) and exits non-zero
// listing every problem. Run: npm run check (or `npx tsx scripts/check.ts <folder>`).
import { checkDist, printReport } from "./build/check-dist.ts";
import { DIST } from "./build/dist.ts";

const report = await checkDist(process.argv[2] ?? DIST);
printReport(report);
process.exitCode = report.errors.length > 0 ? 1 : 0;
