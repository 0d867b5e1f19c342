// The HTML validator with the site's configuration (.htmlvalidate.mjs): what React and the head
// renderer write passes; bad nesting, a stray <td>, table roles repeated in ARIA and a scroll box
// named as a second landmark fail, with the file and the line.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { validateHtml } from "../scripts/build/validate-html.ts";

/** A small page as the build writes one: lowercase doctype, Helmet's head tags, React's body. */
function pageWith(body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en-CA">',
    "<head>",
    '<meta charset="UTF-8" />',
    '<title data-rh="true">A page</title>',
    '<meta data-rh="true" name="description" content="A page"/>',
    '<style id="_goober">body{margin:0}</style>',
    "</head>",
    "<body>",
    `<div id="root"><main id="main" tabindex="-1"><h1>A page</h1>${body}</main></div>`,
    "</body>",
    "</html>",
  ].join("\n");
}

/** The contact form's markup as React renders it: camelCase attributes, required="", <input/>. */
const REACT_FORM = [
  '<form name="contact" data-netlify="true" netlify-honeypot="bot-field" action="/" method="POST">',
  '<input type="hidden" name="form-name" value="contact"/>',
  '<div hidden=""><label>Leave empty: <input type="text" tabindex="-1" autoComplete="off" name="bot-field"/></label></div>',
  '<label for="_R_k_-name">Name</label><input id="_R_k_-name" type="text" autoComplete="name" required="" maxLength="120" name="name"/>',
  '<button type="submit">Send</button>',
  "</form>",
].join("");

const validation = suite("HTML validation");

validation(
  "passes what React and the head renderer write: camelCase attributes, empty boolean values, useId ids, the honeypot attribute",
  async () => {
    const html = pageWith(
      `${REACT_FORM}<button type="button" popoverTarget="_R_i_">Menu</button><nav id="_R_i_" popover="auto" aria-label="Menu"></nav><ul aria-label="Social media"><li><a href="tel:+19025550147">(902) 555-0147</a></li></ul>`,
    );
    assert.equal(await validateHtml([{ name: "contact/index.html", html }]), { errors: [], warnings: [] });
  },
);

validation("reports bad nesting and a stray <td>, naming the file, the line and the markup", async () => {
  const html = pageWith("\n<p><div>bad nesting</div></p>\n<div><td>stray</td></div>\n");
  const { errors } = await validateHtml([{ name: "about/index.html", html }]);
  const line = (text: string) => html.slice(0, html.indexOf(text)).split("\n").length;
  assert.ok(
    errors.some((error) => error.startsWith(`about/index.html:${line("<p><div>")}:`) && /\[no-implicit-close\]/.test(error)),
    errors.join("\n"),
  );
  assert.ok(
    errors.some(
      (error) =>
        error.startsWith(`about/index.html:${line("<div><td>")}:`) &&
        /<td> element requires a <tr>/.test(error) &&
        /<div><td>stray/.test(error),
    ),
    errors.join("\n"),
  );
});

// The configuration adds to the metadata of table parts; this shows that their implicit roles survive.
validation("reports explicit roles that repeat a table's own, and a scroll box named as a second landmark", async () => {
  const table =
    '<table role="table"><caption>Compared</caption><tbody role="rowgroup"><tr role="row"><th scope="row" role="rowheader">A</th><td role="cell">1</td></tr></tbody></table>';
  const { errors } = await validateHtml([
    {
      name: "x.html",
      html: pageWith(
        `<section aria-labelledby="h"><h2 id="h">Compared</h2><div role="region" aria-label="Compared" tabindex="0">${table}</div></section>`,
      ),
    },
  ]);
  for (const pattern of [
    /Redundant role "table" on <table>/,
    /Redundant role "row" on <tr>/,
    /Redundant role "cell" on <td>/,
    /\[prefer-native-element\]/,
    /\[unique-landmark\]/,
  ]) {
    assert.ok(
      errors.some((error) => pattern.test(error)),
      `${pattern}:\n${errors.join("\n")}`,
    );
  }
});

validation("still checks the values of camelCase attributes, and the honeypot attribute's value", async () => {
  const { errors } = await validateHtml([
    {
      name: "x.html",
      html: pageWith(
        REACT_FORM.replace('autoComplete="name"', 'autoComplete="nmae"').replace(
          'netlify-honeypot="bot-field"',
          'netlify-honeypot="Bot Field"',
        ),
      ),
    },
  ]);
  assert.ok(
    errors.some((error) => /"nmae" is not a valid autocomplete token/.test(error)),
    errors.join("\n"),
  );
  assert.ok(
    errors.some((error) => /Attribute "netlify-honeypot" has invalid value "Bot Field"/.test(error)),
    errors.join("\n"),
  );
});

validation.run();
