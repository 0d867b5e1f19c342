// Every text and background pair the pages use meets WCAG AA contrast: 4.5:1 for body text,
// 3:1 for large text, icons, control boundaries and focus rings. Computed, not guessed. And no
// colour is written outside the theme, so that every one of them is among the pairs checked here,
// and that no spacing or radius is either.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { color } from "../src/styles/theme.ts";
import { ROOT } from "../scripts/build/dist.ts";

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

const WHITE = "#ffffff";

const pairs = suite("colour contrast");

pairs("body text and secondary text on every light background: 4.5:1", () => {
  for (const background of [color.surface, color.surfaceAlt, color.surfaceWarm, color.card]) {
    for (const foreground of [color.text, color.muted, color.link, color.navy, color.danger, color.success]) {
      assert.ok(contrast(foreground, background) >= 4.5, `${foreground} on ${background}: ${contrast(foreground, background).toFixed(2)}`);
    }
  }
});

pairs("text on navy: 4.5:1", () => {
  for (const background of [color.navy, color.navyDeep]) {
    for (const foreground of [color.onDark, color.onNavyMuted, color.accentHover, color.accent]) {
      assert.ok(contrast(foreground, background) >= 4.5, `${foreground} on ${background}: ${contrast(foreground, background).toFixed(2)}`);
    }
  }
});

pairs("the home hero's lead on its veiled photo, and a card badge's text: 4.5:1", () => {
  assert.ok(contrast(color.onDarkSoft, color.navyDeep) >= 4.5, `hero lead: ${contrast(color.onDarkSoft, color.navyDeep).toFixed(2)}`);
  assert.ok(contrast(color.onBadge, color.badge) >= 4.5, `badge: ${contrast(color.onBadge, color.badge).toFixed(2)}`);
});

pairs("dark text on the amber buttons, and white never: 4.5:1", () => {
  assert.ok(contrast(color.onAccent, color.accent) >= 4.5);
  assert.ok(contrast(color.onAccent, color.accentHover) >= 4.5);
  assert.ok(contrast(WHITE, color.accent) < 4.5, "white on amber fails, which is why buttons use dark text");
});

pairs("icons, stars and focus rings against what they sit on: 3:1", () => {
  assert.ok(contrast(color.star, WHITE) >= 3);
  assert.ok(contrast(color.check, color.surfaceWarm) >= 3);
  assert.ok(contrast(color.inputBorder, color.card) >= 3, "a form field's boundary");
  assert.ok(contrast(color.inputBorder, color.surfaceWarm) >= 3, "a form field's boundary, in the quote section");
  assert.ok(contrast(color.focusOnDark, color.navy) >= 3);
  assert.ok(contrast(color.link, WHITE) >= 3);
  assert.ok(contrast(color.onBadge, color.badge) >= 3, "icon in its amber circle");
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
