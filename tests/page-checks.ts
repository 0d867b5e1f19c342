// The pages html-validate reads: every page that is not of a kind, and of each kind (services,
// areas and their index pages) the first twelve and one in every 250 after, so that the build's
// checks stay fast at thousands of pages while every template is read (scripts/build/page-checks.ts).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { validationSample } from "../scripts/build/page-checks.ts";

const sample = suite("html-validate's sample");

sample("reads every page of a site of the spec's size", () => {
  const chosen = validationSample();
  const paths = ["/", "/services/attic", "/services/wall", "/areas/halifax", "/areas/bedford", "/about", "/facts", "/contact", "404.html"];
  assert.equal(
    paths.filter((path) => chosen(path)),
    paths,
  );
});

sample("reads the first twelve of a kind and one in every 250 after, and every other page", () => {
  const chosen = validationSample();
  const areas = Array.from({ length: 1_000 }, (_, index) => `/areas/town-${index}`);
  const read = areas.filter((path) => chosen(path));
  assert.equal(read, [...areas.slice(0, 12), "/areas/town-250", "/areas/town-500", "/areas/town-750"]);
  // Another kind counts on its own, and the fixed pages are always read.
  assert.ok(chosen("/services/attic"));
  assert.ok(chosen("/about") && chosen("/contact") && chosen("404.html"));
});

sample.run();
