// The security headers every answer carries, written out as docs/architecture.md and
// docs/promises.md state them (not read from scripts/build/site-files.ts, which writes them): the
// suites compare each host's answers, and npm start's, with these exact values. The policy's
// hashes change with every edit of the inline import map or CSS, so they are matched by their
// form; the build checks that each allows exactly what the pages carry.
import * as assert from "uvu/assert";

/** A CSP hash source: SHA-256, base64. */
const HASH = "'sha256-[A-Za-z0-9+/]{43}='";

/** The Content-Security-Policy, directive by directive, as patterns (a hash source by its form). */
export const EXPECTED_POLICY = [
  "default-src 'none'",
  `script-src 'self' ${HASH}`,
  `style-src 'self'(?: ${HASH})+`,
  "img-src 'self' data: https://images\\.unsplash\\.com",
  "connect-src 'self'",
  "frame-src https://www\\.openstreetmap\\.org",
  "manifest-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types default site-markup",
];

/** Every other security header, with its exact value. */
export const EXPECTED_HEADERS: Record<string, string> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

const POLICY = new RegExp(`^${EXPECTED_POLICY.join("; ")}$`);

/** Asserts the exact security headers on one answer; `header` reads a header by its lower-case name. */
export function assertSecurityHeaders(header: (name: string) => string | null | undefined, where: string): void {
  const policy = header("content-security-policy") ?? "";
  assert.match(policy, POLICY, `${where}: Content-Security-Policy is\n${policy}`);
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) assert.is(header(name), value, `${where}: ${name}`);
}

/** The same, on a raw HTTP answer's head (status line and header lines). */
export function assertSecurityHeadersInHead(head: string, where: string): void {
  const lines = head.split("\r\n").slice(1);
  const header = (name: string) => {
    const values = lines.filter((line) => line.toLowerCase().startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).trim());
    assert.ok(values.length <= 1, `${where}: ${name} sent ${values.length} times`);
    return values[0] ?? null;
  };
  assertSecurityHeaders(header, where);
}
