// The Trusted Types policies the site creates. The served Content-Security-Policy requires
// Trusted Types for every script sink (innerHTML, a script's text, a script's URL) and names
// these policies, and only these, in its trusted-types directive (scripts/build/site-files.ts):
// - "default", which the browser consults for a plain string written to a sink. Helmet writes
//   each page's JSON-LD into a <script> through innerHTML, and the browser checks the script's
//   text before it runs it; the policy lets through only text that parses as JSON and holds no
//   "<" (so it can neither add markup nor close the script element), and nothing else: no
//   script URL, no other markup.
// - "site-markup", for the page's own markup read back from the document and shown again
//   (src/navigation/adoption.tsx); only that module holds the function that uses it.
// In a browser without Trusted Types (Firefox ESR today), strings pass as they are.

/** The names the policy's trusted-types directive lists. */
export const TRUSTED_TYPE_POLICIES = ["default", "site-markup"] as const;

/** What a policy may return; the DOM library TypeScript ships has no Trusted Types yet. */
interface TrustedTypePolicy {
  createHTML(input: string): TrustedHTML;
}
interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: {
      createHTML?: (input: string) => string | null;
      createScript?: (input: string) => string | null;
    },
  ): TrustedTypePolicy;
}

/** Whether text is JSON and cannot leave a <script> element it is written into. */
export function isScriptSafeJson(text: string): boolean {
  if (text.includes("<")) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The JSON-LD rule: the text itself if it passes, else the browser refuses the write. */
function jsonOnly(input: string): string | null {
  return isScriptSafeJson(input) ? input : null;
}

const factory = typeof window === "object" ? (window as unknown as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes : undefined;

factory?.createPolicy("default", { createHTML: jsonOnly, createScript: jsonOnly });
const siteMarkupPolicy = factory?.createPolicy("site-markup", { createHTML: (input) => input });

/** Markup the page itself holds (read back with innerHTML), to be written into the page again. */
export function siteMarkup(html: string): string | TrustedHTML {
  return siteMarkupPolicy ? siteMarkupPolicy.createHTML(html) : html;
}
