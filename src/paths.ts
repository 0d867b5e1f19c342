// How the site's paths are spelled. The route table (src/site/routes.tsx) is the one list of pages;
// these builders only keep the spelling in one place for the links that components draw.

export const PATHS = {
  home: "/",
  about: "/about",
  facts: "/facts",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  services: "/services",
  areas: "/areas",
} as const;

/** The index page of a kind: its first page at the kind's path, the others at <path>/page-<n>. */
export function indexPath(kind: "services" | "areas", page: number): string {
  return page === 1 ? PATHS[kind] : `${PATHS[kind]}/page-${page}`;
}

export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

export function areaPath(slug: string): string {
  return `/areas/${slug}`;
}
