// A valid submission of the contact form as the site's form posts it, for the suites that send
// it to the local server under load, faults and hostile input (reliability.ts,
// server-hostile-input.ts).
export const SUBMISSION = {
  "form-name": "contact",
  name: "Ann",
  email: "ann@example.ca",
  phone: "902-555-0100",
  service: "",
  message: "Hello",
};
