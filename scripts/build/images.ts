// The site's raster images (favicons and the 1200x630 social preview), drawn with Chromium from
// the SVG mark and the business facts into public/. Run after changing the brand:
// npx tsx scripts/make-images.ts.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { business } from "../../src/content/business.ts";
import { color, fontStack } from "../../src/styles/theme.ts";
import { launchOptions } from "../browser-launch.ts";
import { ROOT } from "./dist.ts";

const ICON_SIZES = [
  { file: "favicon-32.png", size: 32 },
  { file: "apple-touch-icon.png", size: 180 },
  { file: "favicon-192.png", size: 192 },
  { file: "favicon-512.png", size: 512 },
];

/** Draws every image into `publicDir`; the files written. */
export async function makeImages(publicDir = join(ROOT, "public")): Promise<string[]> {
  const written: string[] = [];
  const browser = await chromium.launch(launchOptions());
  try {
    const mark = await readFile(join(publicDir, "favicon.svg"), "utf8");
    const page = await browser.newPage();

    for (const { file, size } of ICON_SIZES) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${mark}`);
      await writeFile(join(publicDir, file), await page.screenshot({ omitBackground: true }));
      written.push(join(publicDir, file));
    }

    await page.setViewportSize({ width: business.socialImage.width, height: business.socialImage.height });
    await page.setContent(`
      <style>
        html, body { margin: 0; width: 1200px; height: 630px; }
        body { font-family: ${fontStack}; background: linear-gradient(135deg, ${color.navy}, ${color.navyDeep}); color: #fff;
          display: flex; flex-direction: column; justify-content: center; padding: 0 90px; box-sizing: border-box; }
        svg { width: 120px; height: 120px; margin-bottom: 36px; }
        h1 { font-size: 68px; line-height: 1.05; margin: 0 0 20px; }
        p { font-size: 32px; margin: 0; color: ${color.onNavyMuted}; max-width: 900px; }
        .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 18px; background: ${color.accent}; }
        .phone { margin-top: 36px; font-size: 36px; font-weight: 700; color: ${color.accent}; }
      </style>
      ${mark}
      <h1>${business.name}</h1>
      <p>Open-cell and closed-cell spray foam for homes and businesses in Halifax, Dartmouth, Bedford, Fall River and Lower Sackville</p>
      <div class="phone">${business.phone.display}</div>
      <div class="bar"></div>`);
    await writeFile(join(publicDir, business.socialImage.path), await page.screenshot());
    written.push(join(publicDir, business.socialImage.path));
  } finally {
    await browser.close();
  }
  return written;
}
