// Where each figure stands on a built page, read as a visitor reads it: every sentence of the
// page's main content that states a figure of the spec (a percentage, a decimal such as an R-value
// or a density, "50+ years", "3-5 years"), with its place: the section it is in (its heading's
// id), the card or table row it belongs to (that card's heading, that row's header) and, in a
// table, the column's header. tests/figures.ts compares these with tests/expected/figures.ts.
import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import type { FigurePlace } from "../expected/figures.ts";

/** What a spec figure looks like in a sentence; anything else with digits (years, hours, STC) is not one. */
export const FIGURE = /\d+(?:-\d+)?%|\d\.\d(?:-\d\.\d)?|\d+\+ years|\b\d+-\d+ years/;
/** Blocks of text a sentence is read from, innermost: a block holding another is read through it. */
const BLOCKS = "p, li, td, th, h2, h3, caption, figcaption, dd";

function fold(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function sentencesOf(text: string): string[] {
  return fold(text)
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence !== "");
}

/** The heading of the card a block is in: the nearest element under the section with a heading of its own. */
function cardHeading($: CheerioAPI, block: Element): string | undefined {
  for (const ancestor of $(block).parentsUntil("section[aria-labelledby], #main").toArray()) {
    const headings = $(ancestor).children("h2, h3");
    if (headings.length === 1 && !headings.is("[id]")) return fold(headings.text());
  }
  return undefined;
}

/** Every sentence stating a figure in the page's main content, in the order of the page, with its place. */
export function figuresInPlace($: CheerioAPI, page: string): FigurePlace[] {
  const found: FigurePlace[] = [];
  // A frame's fallback address holds encoded commas (%2C), which no reader reads as a figure.
  $("#main noscript").remove();
  $("#main")
    .find(BLOCKS)
    .each((_, block) => {
      if ($(block).find(BLOCKS).length > 0) return;
      const says = sentencesOf($(block).text()).filter((sentence) => FIGURE.test(sentence));
      if (says.length === 0) return;
      const sectionElement = $(block).closest("section[aria-labelledby]");
      // A section of its own, or (in the legal pages' flat text) the heading before the paragraph.
      const section =
        sectionElement.length > 0
          ? (sectionElement.attr("aria-labelledby") ?? "")
          : ($(block).prevAll("h2[id]").first().attr("id") ?? "intro");
      const row = $(block).closest("tr");
      let within: string | undefined;
      let column: string | undefined;
      if (row.length > 0 && block.tagName === "td") {
        within = fold(row.children("th").first().text());
        const index = row.children().index(block);
        column = fold(row.closest("table").find("thead tr").children().eq(index).text());
      } else {
        within = block.tagName === "h2" || block.tagName === "h3" ? undefined : cardHeading($, block);
      }
      for (const sentence of says)
        found.push({ page, section, ...(within ? { within } : {}), ...(column ? { column } : {}), says: sentence });
    });
  return found;
}
