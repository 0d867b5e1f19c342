// Copy for the contact page (the 404 page's is in not-found.ts: neither page loads the other's).
import { business } from "./business.ts";
import { MENU_AREAS } from "./menu-catalog.ts";

interface ContactPageContent {
  title: string;
  description: string;
  /** The page's h1. */
  heading: string;
  intro: string;
  hoursHeading: string;
  areaHeading: string;
  areaText: string;
  socialHeading: string;
  formHeading: string;
  formLead: string;
  /** The title attribute of the embedded map. */
  mapTitle: "Map of Halifax, Nova Scotia";
}

/** "A, B, C and D". */
function listInProse(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export const contactPage: ContactPageContent = {
  title: `Contact Us for a Free Quote | ${business.name}`,
  description: `Call or message ${business.name} to book a free on-site assessment in HRM. Office hours are ${business.hours.weekdaysLabel}, ${business.hours.openLabel}.`,
  heading: "Contact Us",
  intro:
    "Have a question, or ready to book a free on-site assessment? Call us during office hours or send a message, and we'll get back to you within one business day.",
  hoursHeading: "Office Hours",
  areaHeading: "Service Area",
  areaText: `We insulate homes and commercial buildings across ${business.region}, including ${listInProse(MENU_AREAS.shown.map((area) => area.name))}.`,
  socialHeading: "Follow Us",
  formHeading: "Send Us a Message",
  formLead: "Tell us about your building, what you'd like to fix and the best way to reach you.",
  mapTitle: "Map of Halifax, Nova Scotia",
};
