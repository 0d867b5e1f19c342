// Soundproofing: the page's content, a module of its own so that the browser loads only the
// service page it shows. Fixed figures come from business.ts.

import { claims } from "../business.ts";
import type { ServiceCopy } from "../types.ts";

const soundproofing: ServiceCopy = {
  title: "Spray Foam Soundproofing in Halifax, NS | Bluenose",
  description:
    "Noisy neighbours, a home theatre or a basement suite? Our Halifax spray foam soundproofing seals gaps and cuts noise between rooms. Ask us for your free quote.",
  heading: "Spray Foam Soundproofing in Halifax",
  intro: [
    "Sound travels through walls, floors and the gaps around them. In a semi-detached house or duplex, a North End flat converted from an old single-family home, or a basement suite, that can mean hearing every conversation, television and footstep next door. Open-cell spray foam fills cavities completely and seals the small openings that let noise leak through.",
    "We are straightforward about what foam can and cannot do. On its own it makes a noticeable difference to voices and everyday noise. For home theatres, music rooms or shared walls, we combine it with added drywall, resilient channel or a staggered-stud wall to reach a higher sound rating, and we explain the expected result before you commit.",
  ],
  applications: {
    heading: "Where spray foam soundproofing helps",
    lead: "Most projects are done during a renovation, when walls or ceilings are open.",
    items: [
      {
        title: "Home theatres and media rooms",
        description:
          "Keep movie sound in the basement and the rest of the house quiet, especially for low-frequency effects, when combined with extra drywall layers.",
      },
      {
        title: "Shared walls in semi-detached and duplex homes",
        description:
          "Reduce voices and television noise through the party wall, one of the most common complaints we hear across the municipality.",
      },
      {
        title: "Basement suites and secondary units",
        description:
          "Quieter ceilings and walls between a main home and a basement apartment make life easier for owners and tenants alike.",
      },
      {
        title: "Home offices and bedrooms",
        description: "Give a home office or a child's bedroom some privacy from the living room, laundry and plumbing noise.",
      },
      {
        title: "Offices and meeting rooms",
        description: "Improve speech privacy between offices, boardrooms and open work areas in commercial buildings.",
      },
      {
        title: "Music rooms and studios",
        description:
          "Foam is one layer of a studio build. Paired with decoupled walls, it helps keep practice and recording sessions from disturbing the neighbours.",
      },
    ],
  },
  table: {
    caption: "Typical STC ratings by wall type",
    columns: ["Wall assembly", "Typical STC rating", "What you hear"],
    rows: [
      {
        header: "Standard 2x4 wall, single drywall each side, no insulation",
        cells: ["About 33-35", "Normal speech can be understood through the wall"],
      },
      {
        header: "Standard 2x4 wall with fiberglass batts",
        cells: ["About 36-39", "Loud speech is audible but mostly not understood"],
      },
      {
        header: "Standard 2x4 wall with open-cell spray foam",
        cells: ["About 39-42", "Loud speech is heard as a murmur"],
      },
      {
        header: "Spray foam plus resilient channel or double drywall",
        cells: ["About 45-50", "Loud speech is generally not heard; loud music is faint"],
      },
      {
        header: "Staggered-stud wall with spray foam",
        cells: ["About 50-55", "Most everyday noise is blocked; deep bass may still come through faintly"],
      },
    ],
    note: "Typical ranges for comparison only. Real results depend on construction quality, outlets, doors and sound travelling around the wall through floors and ceilings. STC measures airborne sound such as voices, not footsteps or impact noise.",
  },
  benefits: {
    heading: "Benefits of soundproofing with spray foam",
    items: [
      {
        icon: "sound",
        title: "Quieter rooms",
        description:
          "Foam fills the cavity wall to wall, absorbing sound inside the wall instead of leaving hollow spaces that carry noise.",
      },
      {
        icon: "wind",
        title: "Sealed sound leaks",
        description: "Sound slips through the same gaps as air. Foam seals around outlets, pipes and framing where noise sneaks through.",
      },
      {
        icon: "users",
        title: "More privacy",
        description: "Conversations stay in the room, which matters in shared homes, rental units and offices.",
      },
      {
        icon: "thermometer",
        title: "Warmer at the same time",
        description: "On exterior walls and ceilings, the same foam that quiets a room also insulates it against Halifax winters.",
      },
      {
        icon: "heart-handshake",
        title: "Better relations with neighbours",
        description:
          "Less noise through a shared wall means fewer awkward conversations about the television, the dog or the late-night guitar.",
      },
      {
        icon: "clock",
        title: "A lasting result",
        description: `Foam will not sag or settle in the wall, so the sound control you pay for stays in place. It is built to last ${claims.foamLife}.`,
      },
    ],
  },
  process: {
    heading: "How a soundproofing project works",
    items: [
      {
        title: "Free noise assessment",
        description: "We find out what noise bothers you, where it comes from and how the walls, floors and ceilings are built.",
      },
      {
        title: "A plan and quote",
        description:
          "We recommend foam alone or foam with added drywall, resilient channel or a new wall, explain the typical rating for each, and give you a written quote.",
      },
      {
        title: "Preparation",
        description: "We protect floors and finishes, mask outlets and openings, and ventilate the work area.",
      },
      {
        title: "Spraying and sealing",
        description: "We fill wall and ceiling cavities with open-cell foam and seal the penetrations and gaps that carry sound.",
      },
      {
        title: "Curing and cleanup",
        description: "The foam cures while the area is ventilated, is trimmed flush for drywall, and we leave the space clean.",
      },
      {
        title: "Walkthrough",
        description:
          "We review the work with you or your contractor and explain the finishing steps that keep the sound control intact, such as sealing around boxes.",
      },
    ],
  },
};

export default soundproofing;
