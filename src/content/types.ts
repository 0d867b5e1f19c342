// The shapes of the site's content. Content modules are plain data (no React, no JSX) so that the
// route table, the prerender script, the checks and the tests can all import them.

import type { IconName } from "./icon-name.ts";

/** A title with a short explanation: benefits, reasons, applications, values, process steps. */
export interface Point {
  title: string;
  description: string;
}

/** A benefit tile: an icon, a title and a sentence or two. */
export interface Benefit extends Point {
  icon: IconName;
}

/**
 * A comparison table rendered as a real <table>: `columns` are the column headers (the first one
 * heads the row-header column), each row has a header cell and one cell per remaining column.
 */
export interface ComparisonTable {
  caption: string;
  columns: string[];
  rows: { header: string; cells: string[] }[];
  /** A short note under the table (source of a figure, a caveat). */
  note?: string;
}

/** A section with a heading, optional lead paragraph and a list of points. */
interface PointSection {
  heading: string;
  lead?: string;
  items: Point[];
}

export interface FoamComparison {
  heading: string;
  lead?: string;
  openCell: { title: string; summary: string; points: string[] };
  closedCell: { title: string; summary: string; points: string[] };
}

/** A service page's own copy (its slug, name and icon are its catalog entry's: catalog.ts). */
export interface ServiceCopy {
  /** <title>, unique across the site, about 50-60 characters. */
  title: string;
  /** Meta description, unique across the site, about 140-160 characters. */
  description: string;
  /** The page's h1. */
  heading: string;
  /** Intro paragraphs under the h1. */
  intro: string[];
  /** Open-cell versus closed-cell comparison (where the page compares foams). */
  foamComparison?: FoamComparison;
  /** Applications (where the page lists them instead of, or beside, the comparison). */
  applications?: PointSection;
  /** The comparison table the spec names for this page, if any. */
  table?: ComparisonTable;
  benefits: { heading: string; items: Benefit[] };
  /** Numbered process list. */
  process: PointSection;
}

/** An area page's own copy (its slug and name are its catalog entry's: catalog.ts). */
export interface AreaCopy {
  title: string;
  description: string;
  heading: string;
  intro: string[];
  /** Decimal degrees of the community's centre, for the geo meta tags and structured data. */
  geo: { latitude: number; longitude: number };
  /** "short": intro and five reasons; "long": also 12 neighbourhoods and applications. */
  kind: "short" | "long";
  /** A paragraph or two about local housing and climate that the page is grounded in. */
  localHousing: { heading: string; paragraphs: string[] };
  /** Exactly 12 real neighbourhoods (long pages only). */
  neighbourhoods?: { heading: string; lead: string; names: string[] };
  /** Applications (long pages only). */
  applications?: PointSection;
  /** Five reasons on short pages; long pages have their own list too. */
  reasons: PointSection;
}

export interface Testimonial {
  name: string;
  /** The customer's community, e.g. "Bedford". */
  location: string;
  text: string;
  /** 1-5 whole stars. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** A service page's content: its catalog entry's slug, name and icon, and its copy. */
export interface ServiceContent extends ServiceCopy {
  slug: string;
  name: string;
  icon: IconName;
}

/** An area page's content: its catalog entry's slug and name, and its copy. */
export interface AreaContent extends AreaCopy {
  slug: string;
  name: string;
}

/** One page of a kind's index: a part of the kind's pages, in the catalog's order. */
export interface IndexContent {
  kind: "services" | "areas";
  /** This page's number, from 1, of `pages`. */
  page: number;
  pages: number;
  /** How many pages the kind has in all. */
  total: number;
  entries: { slug: string; name: string }[];
}
