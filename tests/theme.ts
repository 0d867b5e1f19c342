// Every text and background pair of the theme meets WCAG AA contrast: 4.5:1 for body text,
// 3:1 for large text, icons and focus rings. Computed, not guessed.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { color } from "../src/styles/theme.ts";

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = "#ffffff";
/** The check marks of the quote section. */
const CHECK_MARK = "#15803d";

const pairs = suite("colour contrast");

pairs("body text and secondary text on every light background: 4.5:1", () => {
  for (const background of [color.surface, color.surfaceAlt, color.surfaceWarm]) {
    for (const foreground of [color.text, color.muted, color.link, color.navy, color.danger, color.success]) {
      assert.ok(contrast(foreground, background) >= 4.5, `${foreground} on ${background}: ${contrast(foreground, background).toFixed(2)}`);
    }
  }
});

pairs("text on navy: 4.5:1", () => {
  for (const background of [color.navy, color.navyDeep]) {
    for (const foreground of [WHITE, color.onNavyMuted, color.accentHover, color.accent]) {
      assert.ok(contrast(foreground, background) >= 4.5, `${foreground} on ${background}: ${contrast(foreground, background).toFixed(2)}`);
    }
  }
});

pairs("dark text on the amber buttons, and white never: 4.5:1", () => {
  assert.ok(contrast(color.onAccent, color.accent) >= 4.5);
  assert.ok(contrast(color.onAccent, color.accentHover) >= 4.5);
  assert.ok(contrast(WHITE, color.accent) < 4.5, "white on amber fails, which is why buttons use dark text");
});

pairs("icons, stars and focus rings against what they sit on: 3:1", () => {
  assert.ok(contrast(color.star, WHITE) >= 3);
  assert.ok(contrast(CHECK_MARK, color.surfaceWarm) >= 3);
  assert.ok(contrast(color.focusOnDark, color.navy) >= 3);
  assert.ok(contrast(color.link, WHITE) >= 3);
  assert.ok(contrast("#92400e", "#fef3c7") >= 3, "icon in its amber circle");
});

pairs.run();
