// The legacy paths of the first site (SPEC.md, "Legacy redirects"): each now a page under
// /services or /areas, answered with a permanent redirect. Written out, not derived from the
// catalog's slugs: a service or area added later never had a flat path, so it gets no redirect.
// A test checks that each target is a page of the route table.

export interface RedirectRoute {
  from: string;
  to: string;
  status: 301;
}

export const redirects: readonly RedirectRoute[] = [
  { from: "/residential", to: "/services/residential", status: 301 },
  { from: "/commercial", to: "/services/commercial", status: 301 },
  { from: "/attic", to: "/services/attic", status: 301 },
  { from: "/crawl-space", to: "/services/crawl-space", status: 301 },
  { from: "/wall", to: "/services/wall", status: 301 },
  { from: "/soundproofing", to: "/services/soundproofing", status: 301 },
  { from: "/halifax", to: "/areas/halifax", status: 301 },
  { from: "/dartmouth", to: "/areas/dartmouth", status: 301 },
  { from: "/bedford", to: "/areas/bedford", status: 301 },
  { from: "/fall-river", to: "/areas/fall-river", status: 301 },
  { from: "/lower-sackville", to: "/areas/lower-sackville", status: 301 },
];
