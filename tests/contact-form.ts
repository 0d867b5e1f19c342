// The contact form's contract: the spec's service options and the validation the form endpoint
// applies.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SERVICE_OPTIONS, validateSubmission } from "../src/content/contact-form.ts";
import { assertInOrder, SPEC_SERVICES } from "./helpers/spec-pages.ts";
import { EXPECTED_FIELDS, UNUSUAL_VALID_EMAILS, UNUSUAL_VALID_NAMES } from "./expected/contact-form.ts";

const VALID = { name: "Ann Hebb", email: "ann@example.ca", phone: "902-555-0199", service: "", message: "Cold bonus room." };

const form = suite("contact form rules");

form("offers the spec's service options, in order, each once", () => {
  assertInOrder(SERVICE_OPTIONS, SPEC_SERVICES);
  assert.is(new Set(SERVICE_OPTIONS).size, SERVICE_OPTIONS.length);
});

form("accepts a complete submission, with or without a service", () => {
  assert.equal(validateSubmission(VALID), []);
  assert.equal(validateSubmission({ ...VALID, service: "Attic Insulation" }), []);
});

form("names each missing required field", () => {
  const problems = validateSubmission({ service: "" });
  assert.equal(
    problems.map((problem) => problem.field),
    ["name", "email", "phone", "message"],
  );
  assert.equal(
    validateSubmission({ ...VALID, name: "   " }).map((problem) => problem.field),
    ["name"],
  );
});

form("rejects an address that does not look like one, and an unknown service", () => {
  for (const email of ["ann", "ann@", "ann@example", "a b@example.ca", "@example.ca"]) {
    assert.equal(
      validateSubmission({ ...VALID, email }).map((problem) => problem.field),
      ["email"],
      email,
    );
  }
  assert.equal(
    validateSubmission({ ...VALID, service: "Roofing" }).map((problem) => problem.field),
    ["service"],
  );
});

form("accepts each field up to its written-out limit, and refuses one character more", () => {
  for (const field of EXPECTED_FIELDS) {
    // A value of exactly the limit, valid for its field: an address ends in a domain, a service is one of the list's.
    const atLimit =
      field.name === "email"
        ? `${"a".repeat(field.maxLength - "@example.ca".length)}@example.ca`
        : field.name === "service"
          ? ""
          : "x".repeat(field.maxLength);
    if (field.name !== "service")
      assert.equal(validateSubmission({ ...VALID, [field.name]: atLimit }), [], `${field.name} at ${field.maxLength}`);
    assert.equal(
      validateSubmission({ ...VALID, [field.name]: "x".repeat(field.maxLength + 1) }).map((problem) => problem.field),
      [field.name],
      `${field.name} over ${field.maxLength}`,
    );
  }
});

form("accepts the unusual but valid: a plus tag, an apostrophe, a long domain, capitals; accents and long names", () => {
  for (const email of UNUSUAL_VALID_EMAILS) assert.equal(validateSubmission({ ...VALID, email }), [], email);
  for (const name of UNUSUAL_VALID_NAMES) assert.equal(validateSubmission({ ...VALID, name }), [], name);
});

form.run();
