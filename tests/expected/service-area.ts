// Where the pages list the service area, and the five communities the spec names: written out
// here, never read from src/content/.

/** The five communities the spec names, in its order. */
export const COMMUNITIES = ["Halifax", "Dartmouth", "Bedford", "Fall River", "Lower Sackville"];

/** Where the pages list the service area: each place names all five communities. */
export const AREA_LISTS = {
  /** The contact page's "Service Area" block: one sentence naming the region and each community. */
  contactSentence: {
    page: "/contact",
    heading: "Service Area",
    says: "We insulate homes and commercial buildings across Halifax Regional Municipality, Nova Scotia, including Halifax, Dartmouth, Bedford, Fall River and Lower Sackville.",
  },
  /** The home page's area cards (section "areas"), one heading each, in this order. */
  homeCards: { page: "/", section: "areas", names: COMMUNITIES },
  /** The footer's "Service Areas" column on every page, in this order. */
  footerColumn: { heading: "Service Areas", names: COMMUNITIES },
};
