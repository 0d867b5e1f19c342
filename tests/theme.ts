// The theme's colours for the states a page at rest does not show (focus rings, the form's
// answers) meet WCAG AA contrast against what they sit on; no colour is written outside the
// theme, and no spacing or radius either. Every colour pair the rendered pages show is read in
// Chromium with each route's accessibility checks (e2e/accessibility.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";
import { color } from "../src/styles/theme.ts";
import { contrast } from "./helpers/colour-pairs.ts";

const pairs = suite("colour contrast and the theme");

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
