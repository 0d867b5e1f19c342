// npm run build: the site into dist/ (scripts/build/prerender.ts), then its checks.
import { prerender } from "./build/prerender.ts";

await prerender();
