// Every colour pair the pages show meets WCAG AA contrast: 4.5:1 for text, glyphs and
// placeholders, 3:1 for large text, icons, field borders and focus rings. The pairs are read in
// Chromium from every rendered route (colour-pairs.ts), not listed by hand, so a new pale pair
// fails here. And no colour is written outside the theme, and no spacing or radius either.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser } from "playwright-core";
import { ROOT } from "../scripts/build/dist.ts";
import { startSiteServer } from "../scripts/server/site-process.ts";
import type { SiteServer } from "../scripts/server/site-process.ts";
import { pagesWithHeads } from "../src/site/page-heads.ts";
import { color } from "../src/styles/theme.ts";
import { launchBrowser, newContext } from "./helpers/browser-context.ts";
import { waitForHydration } from "./helpers/page-waits.ts";
import { COLOUR_PAIRS_IN_PAGE } from "./helpers/colour-pairs.ts";
import type { ColourPair } from "./helpers/colour-pairs.ts";

/** #rgb or #rrggbb, as six digits. */
function longHex(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex;
}

function luminance(color: string): number {
  const hex = longHex(color);
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const pairs = suite("colour contrast");

/** Widths the scan reads each page at: a phone's, with its menu open, and a desktop's, with both groups open. */
const WIDTHS = [390, 1440] as const;

/** Opens what a visitor can open without leaving the page: the desktop groups, the phone's menu. */
const OPEN_MENUS = `(() => {
  for (const details of document.querySelectorAll("header details")) details.open = true;
  const panel = document.querySelector("[data-nav-panel]");
  if (panel && panel.getClientRects().length === 0 && panel.showPopover) panel.showPopover();
})()`;

/** What the browser shows on every route: every pair read from the rendered pages, none below its minimum. */
const found: ColourPair[] = [];
let server: SiteServer | undefined;
let browser: Browser | undefined;

pairs.before(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  for (const width of WIDTHS) {
    const context = await newContext(browser, { width });
    const page = await context.newPage();
    for (const path of [...pagesWithHeads.map((route) => route.path), "/no-such-page"]) {
      // Hydrated is enough: the colours are the prerendered page's and the app's, not a late photo's.
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      await waitForHydration(page);
      await page.evaluate(OPEN_MENUS);
      const onPage = (await page.evaluate(COLOUR_PAIRS_IN_PAGE)) as ColourPair[];
      found.push(...onPage.map((pair) => ({ ...pair, example: `${path} at ${width} px: ${pair.example}` })));
    }
    await context.close();
  }
});

pairs.after(async () => {
  await browser?.close();
  await server?.stop();
});

pairs("the scan reads text, generated text, icons and field borders on the pages", () => {
  // A scan that found nothing would pass anything: each kind of mark the site has is there.
  const kinds = new Set(found.map((pair) => pair.kind));
  for (const kind of ["text", "large text", "generated text", "icon", "field border"]) assert.ok(kinds.has(kind), `no ${kind} found`);
  assert.ok(
    found.some((pair) => pair.example.includes("\u2606") && pair.foreground === color.star),
    "the review stars are among the marks read",
  );
});

pairs("every text, glyph, icon and field border the pages show meets its WCAG AA minimum against what it sits on", () => {
  const failing = new Map<string, string>();
  for (const pair of found) {
    const ratio = contrast(pair.foreground, pair.background);
    const key = `${pair.kind} ${pair.foreground} on ${pair.background}`;
    if (ratio < pair.minimum && !failing.has(key)) failing.set(key, `${key}: ${ratio.toFixed(2)}:1 < ${pair.minimum}:1 (${pair.example})`);
  }
  assert.equal([...failing.values()], []);
});

pairs("the states a page at rest does not show: focus rings, and the form's answers, against what they sit on", () => {
  // Focus rings: 3:1 (WCAG 1.4.11), on the light bands and on navy.
  for (const background of [color.surface, color.surfaceAlt, color.surfaceWarm]) assert.ok(contrast(color.link, background) >= 3);
  assert.ok(contrast(color.focusOnDark, color.navy) >= 3);
  // The form's own error and success messages, on the bands the form sits on: 4.5:1.
  for (const background of [color.card, color.surfaceWarm]) {
    assert.ok(contrast(color.danger, background) >= 4.5, `error message on ${background}`);
    assert.ok(contrast(color.success, background) >= 4.5, `success message on ${background}`);
  }
});

/** Every source file of the app but the theme and the copy. */
function sourceFiles(dir = join(ROOT, "src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "content" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !path.endsWith(join("styles", "theme.ts")) ? [path] : [];
  });
}

pairs("no colour is written outside the theme", () => {
  const found: string[] = [];
  for (const file of sourceFiles()) {
    for (const [index, line] of readFileSync(file, "utf8").split("\n").entries()) {
      if (/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(line)) found.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
    }
  }
  assert.equal(found, []);
});

/**
 * A margin, padding, gap or radius written as a length: the theme's space() and radii
 * say it instead. A zero needs no token, and the visually-hidden clip (1px, -1px) is a technique,
 * not a spacing.
 */
const LENGTH_DECLARATION = /(?<![\w-])(margin|padding|gap|row-gap|column-gap|border-radius|scroll-padding)[a-z-]*:\s*([^;`{}]*)/g;
const LENGTH = /(^|[^\w$.-])-?\d*\.?\d+(px|rem|em)\b/g;

pairs("no spacing or radius is written outside the theme", () => {
  const found: string[] = [];
  for (const file of sourceFiles()) {
    for (const [index, line] of readFileSync(file, "utf8").split("\n").entries()) {
      for (const [, , value] of line.matchAll(LENGTH_DECLARATION)) {
        const lengths = [...(value ?? "").matchAll(LENGTH)].map((match) => match[0].replace(/^[^\d.-]/, ""));
        if (lengths.some((length) => !["1px", "-1px"].includes(length))) found.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      }
    }
  }
  assert.equal(found, []);
});

pairs.run();
