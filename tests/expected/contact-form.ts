// The contact form as the spec gives it (sections 3 and 5) and as a visitor's browser reads it,
// written out, never read from src/content/contact-form.ts: each field's name, label, control,
// autocomplete token (the one a browser's autofill and a password manager match), required flag
// and limit. The spec shows no limits; these are the site's, each far above an honest entry and
// all together far under the form service's 32 KB body limit.
import { SPEC_SERVICES } from "../helpers/spec-pages.ts";

export interface ExpectedField {
  name: string;
  /** The label's text; a required field's label ends with an asterisk (spec, section 5). */
  label: string;
  /** The element, and an input's type. */
  tag: "input" | "select" | "textarea";
  type?: "text" | "email" | "tel";
  autocomplete?: string;
  required: boolean;
  /** The longest value the form and the form service accept. */
  maxLength: number;
}

export const EXPECTED_FIELDS: ExpectedField[] = [
  { name: "name", label: "Name", tag: "input", type: "text", autocomplete: "name", required: true, maxLength: 120 },
  { name: "email", label: "Email", tag: "input", type: "email", autocomplete: "email", required: true, maxLength: 254 },
  { name: "phone", label: "Phone", tag: "input", type: "tel", autocomplete: "tel", required: true, maxLength: 40 },
  { name: "service", label: "Service", tag: "select", required: false, maxLength: 60 },
  { name: "message", label: "Message", tag: "textarea", required: true, maxLength: 5000 },
];

/** A field's written-out definition, by name. */
export function expectedField(name: "name" | "email" | "phone" | "service" | "message"): ExpectedField {
  const field = EXPECTED_FIELDS.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
}

/** The service list's options: empty first ("not sure yet"), then the spec's six (section 3). */
export const SERVICE_OPTIONS = ["", ...SPEC_SERVICES];

/** The message box's height (spec, section 5). */
export const MESSAGE_ROWS = "5";

/**
 * Addresses and names that are unusual but valid, as real visitors have them: a plus tag, an
 * apostrophe, a long top-level domain, a subdomain, capitals, digits, accents and a long
 * double-barrelled name. Each must be accepted as it is.
 */
export const UNUSUAL_VALID_EMAILS = [
  "ann+quotes@example.ca",
  "o'brien@example.ca",
  "marie.leblanc@mail.example.photography",
  "ANN.HEBB@EXAMPLE.CA",
  "j.smith-jones_2@dal.example.ca",
];
export const UNUSUAL_VALID_NAMES = [
  "Nguyễn Thị Minh Khai",
  "Siobhán Ó Súilleabháin",
  "Marie-Ève Thibodeau-Arsenault de la Rochelle-Bélanger",
  "Mi'kmaw Nation Band Office, Millbrook First Nation, Truro, Nova Scotia",
  "Ĺ",
];

/**
 * The largest submission the form service accepts, from the limits above: every field at its
 * limit, the service its longest option, and each character one the submissions file escapes to
 * six bytes (a control character, written "\u0001" in JSON). Its stored record is the longest
 * line the file can hold, and a crash can tear it anywhere.
 */
const WIDEST = "\u0001";
const EMAIL_DOMAIN = "@example.ca";
export const LARGEST_SUBMISSION = {
  name: WIDEST.repeat(120),
  email: `${WIDEST.repeat(254 - EMAIL_DOMAIN.length)}${EMAIL_DOMAIN}`,
  phone: WIDEST.repeat(40),
  service: "Residential Spray Foam",
  message: WIDEST.repeat(5000),
};
