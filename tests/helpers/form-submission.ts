// A valid submission of the contact form as the site's form posts it, for the suites that send
// it to the local server under load, faults and hostile input (reliability.ts,
// server-hostile-input.ts, submissions-file.ts), and a post of it as the form sends it.
export const SUBMISSION = {
  "form-name": "contact",
  name: "Ann",
  email: "ann@example.ca",
  phone: "902-555-0100",
  service: "",
  message: "Hello",
};

/** Fields posted to the local server as the site's form sends them (URL-encoded), at its root. */
export function postForm(serverUrl: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${serverUrl}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}
