// The privacy policy, written from what the site does: what the form collects and where it goes
// (FORM_ENDPOINT), the hosts a visitor's browser contacts (the photo's and the map's, which the
// Content-Security-Policy allows: hero-image.ts, map.ts), and what the site keeps in the browser.
// The hosts are written out here, not imported, so that the policy's page shares no code with the
// home and contact pages; tests/policy.ts fails when the Content-Security-Policy allows a host
// this page does not name.
//
// THE OWNERS' CHOICE: how long an enquiry is kept (24 months after the last contact) is a
// commitment the business makes, not something the code enforces.
import { business, mailtoHref, SITE_URL, telHref } from "./business.ts";
import { FORM_ENDPOINT, FORM_FIELDS } from "./contact-form.ts";
import { inProse, link } from "./legal.ts";
import { PATHS } from "../paths.ts";
import type { Block, LegalDocument } from "./legal.ts";

/** How long an enquiry that led to no work is kept after the last contact. */
const ENQUIRY_KEPT_MONTHS = 24;
/** PIPEDA gives an organisation 30 days to answer a request for access. */
const ANSWER_DAYS = 30;

const host = (origin: string) => new URL(origin).host;
const email = link(business.email, mailtoHref);
const phone = link(business.phone.display, telHref(business.phone));

/**
 * Where the form posts: the site's own host (its form service, Netlify Forms, by default), or a
 * form service's https URL set at build time, named by its host.
 */
const formService = FORM_ENDPOINT.startsWith("https://") ? host(FORM_ENDPOINT) : undefined;

const whereItGoes: Block[] = formService
  ? [
      [
        `When you press Send Message, your browser sends the form over an encrypted connection to our form service at ${formService}, which stores the submission and passes it on to us. Its servers may be outside Canada, so your submission may be stored and processed in another country and be subject to the laws of that country, including lawful access by its authorities.`,
      ],
    ]
  : [
      [
        "When you press Send Message, your browser sends the form over an encrypted connection to this website's host. Its form service, Netlify Forms (run by Netlify, Inc.), stores the submission and passes it on to us. Netlify is based in the United States and its servers may be outside Canada, so your submission may be stored and processed in another country and be subject to the laws of that country, including lawful access by its authorities.",
      ],
    ];

const fieldNames = [FORM_FIELDS.name, FORM_FIELDS.email, FORM_FIELDS.phone].map((field) => field.label.toLowerCase());

export const privacy: LegalDocument = {
  title: `Privacy Policy | ${business.name}`,
  description:
    "What our quote form collects and why, where it is stored, how long we keep it and how to see or delete it. No cookies, no analytics, no tracking scripts.",
  label: "Privacy Policy",
  heading: "Privacy Policy",
  intro:
    "We collect only what you choose to send us, use it to answer you and quote your job, and never sell it. This page explains what that means in practice.",
  parts: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        [
          `${business.name} is a spray foam insulation contractor in ${business.region}. We are responsible for the personal information that ${host(SITE_URL)} collects. Questions about this policy, or about your information, go to us at `,
          email,
          " or ",
          phone,
          ` (${business.hours.weekdaysLabel}, ${business.hours.openLabel}).`,
        ],
      ],
    },
    {
      id: "what-we-collect",
      heading: "What the form collects, and why",
      blocks: [
        [
          `The quote form asks for your ${fieldNames[0]}, ${fieldNames[1]} address and ${fieldNames[2]} number, the service you are interested in (if you choose one) and your message. We use them to answer your enquiry, arrange an on-site assessment and prepare your quote. If you hire us, we also use them to schedule and carry out the work and to bill you.`,
        ],
        [
          "We do not sell, rent or trade your information, we do not add you to a mailing list, and we do not use it for advertising. We share it only with the form service that delivers it to us (see ",
          link("where a submission goes", "#where-it-goes"),
          "), or where the law requires it.",
        ],
        [
          "The form also holds a hidden field that people never see and should stay empty: it catches automated spam. If you write to us by e-mail or call us instead, we use what you tell us in the same way.",
        ],
      ],
    },
    { id: "where-it-goes", heading: "Where a submission goes", blocks: whereItGoes },
    {
      id: "how-long",
      heading: "How long we keep it",
      blocks: [
        [
          `We keep an enquiry while we need it to answer you and follow up on your quote, and delete it within ${ENQUIRY_KEPT_MONTHS} months of our last contact with you. If you become a customer, we keep the records of your job (your contact details, the quote, the invoice and the work done) for as long as your warranty runs and Canadian tax law requires us to keep business records, generally six years after the tax year they belong to.`,
        ],
      ],
    },
    {
      id: "your-rights",
      heading: "Seeing, correcting or deleting your information",
      blocks: [
        [
          "You can ask us at any time what we hold about you, ask us to correct it, or ask us to delete it; we then keep only what the law requires us to keep. You can also withdraw your consent to our use of it. Write to ",
          email,
          " or call ",
          phone,
          `. We answer within ${ANSWER_DAYS} days, as Canada's privacy law (PIPEDA) requires, at no charge.`,
        ],
        [
          "If you are not satisfied with our answer, you can complain to the ",
          link("Office of the Privacy Commissioner of Canada", "https://www.priv.gc.ca/"),
          ".",
        ],
      ],
    },
    {
      id: "no-cookies",
      heading: "No cookies, no analytics, no trackers",
      blocks: [
        [
          "This website sets no cookies. It runs no analytics, advertising or tracking scripts, and it loads no script from any other website: every script on these pages comes from this site itself.",
        ],
        [
          "It keeps one thing in your browser, and only when part of a page fails to load (just after we publish an update, say): a note of the page's address and the time, in your browser's session storage, so that the page is loaded again once rather than over and over. The note never leaves your browser and is erased when you close the tab.",
        ],
      ],
    },
    {
      id: "other-websites",
      heading: "Other websites your browser contacts",
      blocks: [
        [
          "A few things on these pages come from other companies' servers. When your browser fetches them, that company receives your IP address, your browser's type and the time, as every web server does, under its own privacy policy. None of them receives what you type in the form, except the form service that delivers it to us.",
        ],
        {
          items: [
            [
              "The photo behind the home page's heading comes from Unsplash (images.unsplash.com), when you open the home page. Unsplash is told this site's address, not the page you are on.",
            ],
            [
              "The map on the contact page comes from OpenStreetMap (www.openstreetmap.org), when you scroll down to it; the map's images come from OpenStreetMap's servers too. It is asked for without telling OpenStreetMap which site or page it is on.",
            ],
            [
              `The ${inProse(business.social.map((network) => network.name))} links take you to those networks only when you follow one; nothing from them loads on our pages. Once there, that network's own privacy policy applies.`,
            ],
            ["The phone and e-mail links open your own phone or mail app: nothing is sent until you place the call or send the message."],
            [
              "The company that hosts this website serves every page and, like any web server, may keep a log of the requests it answers (the address that asked, the page and the time), to keep the service running and secure.",
            ],
          ],
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        [
          `Every page and every submission travels over an encrypted connection (HTTPS). Only the people at ${business.shortName} who answer enquiries and run your job see what you send us.`,
        ],
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        [
          "When we change this policy, we update this page and its date of last update. Our ",
          link("terms of service", PATHS.terms),
          " cover the rest of your use of this website.",
        ],
      ],
    },
  ],
};
