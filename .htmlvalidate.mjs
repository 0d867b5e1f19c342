// html-validate's configuration for the built site: `npm run check` (and so the build) validates
// every HTML file in dist/ with it, and `npx html-validate dist` reads it too.
//
// The recommended preset, not the standard one: standard checks only what the HTML standard
// requires, and on this site it passed the comparison tables' redundant ARIA roles, which the W3C
// checker rejects. Recommended adds the accessibility and semantics rules (redundant roles, native
// elements over roles, unique landmarks, focusable hidden content, empty headings, implicit
// button and input types). Its style rules are set below to the markup the site's writers
// produce, each with its reason; none of them is about validity.
import { defineConfig } from "html-validate";
import html5 from "html-validate/elements/html5";

/**
 * Adds to html-validate's metadata of an element. An addition replaces the element's ARIA
 * metadata (its implicit role) with none, which would silence no-redundant-role and the other
 * role checks on it, so each addition carries html-validate's own ARIA metadata along.
 */
function extend(tagName, entry) {
  return { aria: html5[tagName]?.aria, ...entry };
}

/**
 * Where the parts of a table may stand, as the HTML standard gives them ("Contexts in which this
 * element can be used"). html-validate's own metadata leaves this out and counts <td> as flow
 * content, so a stray <td> in a <div>, which browsers drop while parsing, would pass.
 */
const TABLE_PARENTS = {
  caption: ["table"],
  colgroup: ["table", "template"],
  thead: ["table", "template"],
  tbody: ["table", "template"],
  tfoot: ["table", "template"],
  tr: ["table", "thead", "tbody", "tfoot", "template"],
  td: ["tr", "template"],
  th: ["tr", "template"],
};

export default defineConfig({
  root: true,
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    {
      // Netlify's form service finds its honeypot field by this attribute, which is not HTML
      // (data-netlify="true" beside it is a valid data attribute). It is the one non-standard
      // attribute the site writes, and its value must name a field.
      form: extend("form", { attributes: { "netlify-honeypot": { enum: ["/^[a-z][a-z0-9-]*$/"] } } }),
      ...Object.fromEntries(
        Object.entries(TABLE_PARENTS).map(([tagName, parents]) => [tagName, extend(tagName, { permittedParent: parents })]),
      ),
    },
  ],
  rules: {
    // React writes DOM properties' attribute names as it knows them, in camelCase (autoComplete,
    // maxLength, popoverTarget, referrerPolicy); HTML attribute names are case-insensitive, and
    // the browser lowercases them on parsing. Every other attribute must be lowercase.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes boolean attributes with an empty value (required="", selected=""), a form
    // HTML allows; the rule checks that every boolean attribute is written that one way.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // The same for attributes that may be written without a value (hidden="").
    "attribute-empty-style": ["error", { style: "empty" }],
    // index.html and the redirect pages write the doctype in lowercase, as HTML allows.
    "doctype-style": ["error", { style: "lowercase" }],
    // Ids as HTML defines them (any characters but whitespace): React's useId writes "_R_k_",
    // and goober looks up its style tag by the id "_goober".
    "valid-id": ["error", { relaxed: true }],
    // Lists may be named (ARIA allows a name from the author on the list role): the footer names
    // its list of social links. aria-label stays an error on elements that cannot be named.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Off: several writers make each page (React's renderer and Helmet close void elements as
    // <input/>, index.html and the redirect pages write <meta>), both forms are valid HTML, and
    // the parser ignores the slash. void-content still reports a void element with content.
    "void-style": "off",
    // Off: the rule wants phone numbers written with non-breaking characters so that they never
    // wrap. The site's global styles keep every tel: link on one line instead
    // (src/styles/global-styles.ts), which the rule cannot see; the characters stay plain so that
    // a copied or searched number matches the one a visitor types.
    "tel-non-breaking": "off",
  },
});
