// The bands below a page's hero (data-render-when-near): until the page's largest paint is on
// screen the browser renders only those near the viewport, then every band renders, and without
// JavaScript they render with the page.
import * as assert from "uvu/assert";
import { browserSuite } from "../helpers/browser-suite.ts";

const rendering = browserSuite("rendering the bands below the hero");

interface Band {
  label: string;
  top: number;
  rendered: boolean;
}

/** Each band with where it starts and whether the browser has rendered its content. */
function bands(): Promise<Band[]> {
  return rendering.page.evaluate(() =>
    [...document.querySelectorAll("[data-render-when-near]")].map((band) => ({
      label: band.getAttribute("aria-labelledby") ?? band.id,
      top: Math.round(band.getBoundingClientRect().top),
      rendered: band.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
    })),
  );
}

rendering("before the largest paint, only the bands near the first screen render", async () => {
  const page = await rendering.newPage({ width: 390 });
  // The page as it stands before its boot script has run: the same HTML without that script.
  await page.route(`${rendering.server.url}/services/attic`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script data-entry=[^>]*>[\s\S]*?<\/script>/, "");
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${rendering.server.url}/services/attic`, { waitUntil: "load" });
  assert.is(await page.evaluate(() => document.documentElement.hasAttribute("data-painted")), false);
  // Which bands are near the viewport is decided at a rendering update: the load event can come
  // before the first one on a busy machine (the first band then read as skipped, seen once in a
  // full run). Two frames drawn, then read.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const found = await bands();
  assert.ok(found.length >= 4, `${found.length} bands`);
  const [first] = found;
  assert.ok(first && first.top < 900 && first.rendered, `the first band, on the first screen, renders: ${JSON.stringify(first)}`);
  const far = found.filter((band) => band.top > 3 * 900);
  assert.ok(far.length >= 2, "bands far below the first screen");
  assert.equal(
    far.filter((band) => band.rendered),
    [],
    "bands far below wait",
  );
});

rendering("once the largest paint is on screen, every band renders", async () => {
  const page = await rendering.open("/", { width: 390 });
  assert.ok(await page.evaluate(() => document.documentElement.hasAttribute("data-painted")));
  const found = await bands();
  assert.ok(found.length >= 6, `${found.length} bands`);
  assert.equal(
    found.filter((band) => !band.rendered),
    [],
  );
});

rendering("without JavaScript, every band renders with the page", async () => {
  await rendering.open("/", { width: 390, javaScriptEnabled: false, waitUntil: "load" });
  const found = await bands();
  assert.ok(found.length >= 6, `${found.length} bands`);
  assert.equal(
    found.filter((band) => !band.rendered),
    [],
  );
});

rendering.run();
