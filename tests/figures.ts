// Every figure of the spec on every page that states one, read from the built HTML where it
// stands: the section, the card or table cell, and the sentence around the number, each compared
// with the values written out in tests/expected/figures.ts; and every place that lists the
// service area naming all five communities.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { builtPage } from "./helpers/built-pages.ts";
import { FIGURE, figuresInPlace, sentencesOf } from "./helpers/figure-places.ts";
import { SPEC_PAGES } from "./helpers/spec-pages.ts";
import { FIGURES_IN_PLACE, SPEC_FIGURES } from "./expected/figures.ts";
import { AREA_LISTS, COMMUNITIES } from "./expected/service-area.ts";
import type { FigurePlace } from "./expected/figures.ts";

const figures = suite("every figure by its place");

/** A placed sentence as one line, so that a difference reads as the one line that moved or changed. */
function line(place: FigurePlace): string {
  return `${[place.section, place.within, place.column].filter(Boolean).join(" > ")}: ${place.says}`;
}

figures("the expected sentences state the spec's figures they name, and no other", () => {
  for (const placed of FIGURES_IN_PLACE) {
    const stated = [...placed.says.matchAll(new RegExp(FIGURE, "g"))].map((match) => match[0]);
    assert.equal(
      stated,
      placed.figures.map((name) => SPEC_FIGURES[name]),
      `${placed.page} ${placed.section}: "${placed.says}"`,
    );
  }
});

for (const page of SPEC_PAGES) {
  figures(`${page}: each figure stands in its section and card, in the words written out`, async () => {
    const found = figuresInPlace(await builtPage(page), page).map(line);
    const expected = FIGURES_IN_PLACE.filter((placed) => placed.page === page).map(line);
    assert.equal(found, expected);
  });
}

const areas = suite("the service area, where it is listed");

areas("the contact page's service-area sentence names the region and all five communities", async () => {
  const { page, heading, says } = AREA_LISTS.contactSentence;
  const $ = await builtPage(page);
  const block = $("#main h2")
    .filter((_, element) => $(element).text().trim() === heading)
    .parent();
  assert.is(block.length, 1, `one "${heading}" block`);
  assert.equal(sentencesOf(block.children("p").text()), [says]);
  for (const community of COMMUNITIES) assert.ok(says.includes(community), community);
});

areas("the home page's area cards are the five communities, in order", async () => {
  const { page, section, names } = AREA_LISTS.homeCards;
  const $ = await builtPage(page);
  const cards = $(`#${section}`)
    .closest("section")
    .find("li h3")
    .map((_, element) => $(element).text().trim())
    .get();
  assert.equal(cards, names);
});

areas("every page's footer lists the five communities under its service-areas heading, in order", async () => {
  const { heading, names } = AREA_LISTS.footerColumn;
  for (const page of SPEC_PAGES) {
    const $ = await builtPage(page);
    const column = $("#root > footer h2")
      .filter((_, element) => $(element).text().trim() === heading)
      .parent();
    assert.equal(
      column
        .find("li")
        .map((_, element) => $(element).text().trim())
        .get(),
      names,
      page,
    );
  }
});

figures.run();
areas.run();
