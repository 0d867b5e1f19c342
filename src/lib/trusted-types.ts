// The Trusted Types policies the site creates. The served Content-Security-Policy requires
// Trusted Types for every script sink (innerHTML, a script's text, a script's URL) and names
// these policies, and only these, in its trusted-types directive (scripts/build/site-files.ts);
// each may be created once.
// - "default", which the browser consults for a plain string written to a sink: created with
//   the head writer, the one code that writes such strings (src/seo/head-tags.ts).
// - "site-markup", for the page's own markup read back from the document and shown again
//   (src/navigation/page-views.tsx); only that module uses the function below.
// In a browser without Trusted Types, strings pass as they are.

/** The names the policy's trusted-types directive lists. */
export const TRUSTED_TYPE_POLICIES = ["default", "site-markup"] as const;

/** The rules of a policy; the DOM library TypeScript ships has no Trusted Types yet. */
export interface TrustedTypePolicyRules {
  createHTML?: (input: string) => string | null;
  createScript?: (input: string) => string | null;
}

interface TrustedTypePolicyFactory {
  createPolicy(name: (typeof TRUSTED_TYPE_POLICIES)[number], rules: TrustedTypePolicyRules): { createHTML(input: string): TrustedHTML };
}

/** The browser's Trusted Types, where it has them (not on the server). */
export const trustedTypes = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;

const siteMarkupPolicy = trustedTypes?.createPolicy("site-markup", { createHTML: (input) => input });

/** Markup the page itself holds (read back with innerHTML), to be written into the page again. */
export function siteMarkup(html: string): string | TrustedHTML {
  return siteMarkupPolicy ? siteMarkupPolicy.createHTML(html) : html;
}
