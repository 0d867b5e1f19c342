// Copy for the kinds' index pages (pages/index-page.tsx), which exist once a kind has more pages
// than every page names (menu-catalog.ts): each lists the kind's pages, a hundred at a time.
import { business } from "./business.ts";

interface IndexCopy {
  /** The page's h1 and breadcrumb label. */
  heading: string;
  intro: string;
  /** The first page's title. */
  title: string;
  /** A later page's title, with its number. */
  laterTitle: (page: number, pages: number) => string;
  /** The description, completed by the names the page lists first and last. */
  description: (first: string, last: string) => string;
  /** The list's accessible name. */
  listLabel: string;
}

export const INDEX_COPY: Record<"services" | "areas", IndexCopy> = {
  services: {
    heading: "All Spray Foam Services",
    intro: `Every insulation and sealing service our crews offer across ${business.region}. Each page explains where the foam goes, which type suits the job and what it costs to run afterwards.`,
    title: `All Spray Foam Insulation Services | ${business.shortName}`,
    laterTitle: (page, pages) => `Spray Foam Services, Page ${page} of ${pages} | ${business.shortName}`,
    description: (first, last) =>
      `Every spray foam service we offer in Halifax Regional Municipality, from ${first} to ${last}: what each involves, which foam suits it, and a free quote.`,
    listLabel: "Services",
  },
  areas: {
    heading: "Every Community We Serve",
    intro: `Our crews insulate homes and commercial buildings in every corner of ${business.region}. Find your community for the housing, weather and foam that matter there.`,
    title: `Spray Foam Insulation Service Areas in HRM | ${business.shortName}`,
    laterTitle: (page, pages) => `Service Areas in HRM, Page ${page} of ${pages} | ${business.shortName}`,
    description: (first, last) =>
      `Spray foam insulation in every Halifax Regional Municipality community we serve, from ${first} to ${last}. Local crews, free on-site quotes.`,
    listLabel: "Communities",
  },
};
