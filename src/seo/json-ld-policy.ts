// The Trusted Types default policy, created with Helmet (head-renderer.tsx imports this first):
// Helmet writes each page's JSON-LD into a <script> through innerHTML on client navigation, and
// the browser checks the script's text before running it; under the site's policy
// (require-trusted-types-for 'script') both strings reach this policy. It lets through only text
// that parses as JSON and holds no "<", so that it can neither add markup nor close the script
// element, and refuses everything else (the browser then throws and reports the write); it has no
// rule for script URLs, so none passes.
import { trustedTypes } from "../lib/trusted-types.ts";

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

/** The text itself if it passes; null makes the browser refuse the write. */
function jsonOnly(input: string): string | null {
  return isScriptSafeJson(input) ? input : null;
}

trustedTypes?.createPolicy("default", { createHTML: jsonOnly, createScript: jsonOnly });
