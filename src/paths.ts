// How the site's paths are spelled. The route table (src/site/routes.tsx) is the one list of pages;
// these builders only keep the spelling in one place for the links that components draw.
import type { AreaSlug, ServiceSlug } from "./content/catalog.ts";

export const PATHS = {
  home: "/",
  about: "/about",
  facts: "/facts",
  contact: "/contact",
} as const;

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

export function areaPath(slug: AreaSlug): string {
  return `/areas/${slug}`;
}

/** Paths compare without a trailing slash: hosts serve /about/ and /about alike. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
