// /.well-known/security.txt (RFC 9116): where to report a security problem with the site. Contact
// is the business's own e-mail; Expires a year after the build's date (build-date.ts: the commit's,
// so that one commit builds to the same file on any day), so a site left unbuilt for a year stops
// vouching for an address nobody may read; Canonical its own URL on the site's host.
import { business } from "../../src/content/business.ts";

/** Where the file is served: RFC 9116, section 3. */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";
/** How long the file stays valid after the build: the RFC's recommended maximum, a year. */
const VALID_DAYS = 365;

/** When a file built on that date stops being valid. */
export function securityTxtExpiry(builtAt: Date): Date {
  return new Date(builtAt.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
}

/** The Expires value of a file built on that date: RFC 3339 in UTC, to the second, as the RFC's own examples write it. */
export function expiresStamp(builtAt: Date): string {
  return `${securityTxtExpiry(builtAt).toISOString().slice(0, 19)}Z`;
}

export function buildSecurityTxt(siteUrl: string, builtAt: Date): string {
  return [
    `Contact: mailto:${business.email}`,
    `Expires: ${expiresStamp(builtAt)}`,
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    "Preferred-Languages: en",
    "",
  ].join("\n");
}
