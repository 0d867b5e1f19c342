// Screenshots of two builds side by side, compared pixel by pixel. Temporary.
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { launchOptions } from "./scripts/browser-launch.ts";
const routes = ["/", "/services/attic", "/services/wall", "/areas/halifax", "/areas/bedford", "/about", "/facts", "/contact", "/nope"];
async function serve(root: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "--no-build"], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: "pipe" });
  await new Promise((r) => child.stdout.on("data", (d) => String(d).includes("Serving") && r(null)));
  return child;
}
const a = await serve("/tmp/old", 4501);
const b = await serve("/work/main", 4502);
const browser = await chromium.launch(launchOptions());
for (const width of [390, 1440]) {
  for (const route of routes) {
    for (const [name, port] of [["old", 4501], ["new", 4502]] as const) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 } });
      await ctx.route("https://images.unsplash.com/**", (r) => r.abort());
      await ctx.route("https://www.openstreetmap.org/**", (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }));
      const page = await ctx.newPage();
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      const file = `/tmp/shots/${name}-${width}${route.replace(/\//g, "_")}.png`;
      await page.screenshot({ path: file, fullPage: true });
      await ctx.close();
    }
  }
}
await browser.close(); a.kill(); b.kill();
