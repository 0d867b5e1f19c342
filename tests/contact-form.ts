// The contact form's contract: the spec's service options and the validation the form endpoint
// applies.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SERVICE_OPTIONS, validateSubmission } from "../src/content/contact-form.ts";
import { assertInOrder, SPEC_SERVICES } from "./helpers/spec-pages.ts";

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

form("rejects values longer than any honest enquiry", () => {
  assert.equal(
    validateSubmission({ ...VALID, message: "x".repeat(5001) }).map((problem) => problem.field),
    ["message"],
  );
  assert.equal(validateSubmission({ ...VALID, message: "x".repeat(5000) }), []);
});

form.run();
