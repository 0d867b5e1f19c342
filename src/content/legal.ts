// The shape of the privacy policy and the terms of service (privacy.ts, terms.ts), and the date
// both show as last changed. That date is the build's (scripts/build/build-date.ts:
// SOURCE_DATE_EPOCH, else the commit's), which Vite writes into the code as __BUILD_DATE__: the
// prerendered page, the page rendered in the browser and a build of the same commit on another
// day all say the same.

declare const __BUILD_DATE__: string | undefined;

/** A run of a paragraph: words, or a link (a path of the site, a part of the page "#…", mailto:, tel: or https:). */
export type Inline = string | { text: string; href: string };

/** A paragraph (its runs), or a bulleted list (each item's runs). */
export type Block = Inline[] | { items: Inline[][] };

/** One part of a document: its heading (an anchor too: `id`) and its paragraphs and lists. */
export interface LegalPart {
  id: string;
  heading: string;
  blocks: Block[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** The breadcrumb's and the route table's name for the page. */
  label: string;
  /** The page's h1. */
  heading: string;
  intro: string;
  parts: LegalPart[];
}

/** The build's day, YYYY-MM-DD in UTC; absent where no build defined it (code run outside Vite). */
export const LAST_UPDATED: string | undefined = typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : undefined;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-03-04" as a reader in Canada writes it: "March 4, 2026". */
export function longDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

/** "A, B and C". */
export function inProse(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function link(text: string, href: string): Inline {
  return { text, href };
}
