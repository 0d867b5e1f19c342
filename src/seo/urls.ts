// The site's absolute URLs: for structured data, Open Graph and canonical links.
import { LEGACY_CANONICAL_ORIGIN, LEGACY_CANONICAL_PATHS, SITE_URL } from "../content/business.ts";

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).href;
}

/** The canonical URL of a path: the site's own host, or the older host the content names. */
export function canonicalFor(path: string): string {
  const origin = LEGACY_CANONICAL_PATHS.includes(path) ? LEGACY_CANONICAL_ORIGIN : SITE_URL;
  return path === "/" ? `${origin}/` : `${origin}${path}`;
}
