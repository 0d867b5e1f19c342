// The contact form's contract, shared by the form component and the local form endpoint
// (scripts/serve.ts): field names, the service options, limits, validation and the messages.
import { PATHS } from "../paths.ts";
import type { Inline } from "./legal.ts";
import { SERVICES } from "./menu-catalog.ts";

export const FORM_NAME = "contact";
/**
 * Where the form posts: the spec's site root, which the host's form service answers (Netlify's).
 * A host without one is given a form service's URL at build time, FORM_ENDPOINT=https://… (Vite
 * replaces process.env.FORM_ENDPOINT); the form's action, its script and the CSP follow it.
 */
export const FORM_ENDPOINT = process.env.FORM_ENDPOINT || "/";
export const HONEYPOT_FIELD = "bot-field";
export const HONEYPOT_LABEL = "Don't fill this out if you're human";

/** The spec's service options, in order; the empty value means "not sure yet". */
export const SERVICE_OPTIONS: readonly string[] = SERVICES.map((service) => service.name);

export type ContactField = "name" | "email" | "phone" | "service" | "message";
export type ContactSubmission = Record<ContactField, string>;

/** One field of the form: what the component renders and what the endpoint checks. */
export interface FieldDefinition {
  name: ContactField;
  label: string;
  /** The control: an input of this type, the service list, or a text area. */
  control: "text" | "email" | "tel" | "select" | "textarea";
  autoComplete?: string;
  required: boolean;
  /** An upper bound that no honest enquiry reaches; together they keep a record well under the body limit. */
  maxLength: number;
}

/** The form's fields, in order: the one definition of each. */
export const FORM_FIELDS: Record<ContactField, FieldDefinition> = {
  name: { name: "name", label: "Name", control: "text", autoComplete: "name", required: true, maxLength: 120 },
  email: { name: "email", label: "Email", control: "email", autoComplete: "email", required: true, maxLength: 254 },
  phone: { name: "phone", label: "Phone", control: "tel", autoComplete: "tel", required: true, maxLength: 40 },
  service: { name: "service", label: "Service", control: "select", required: false, maxLength: 60 },
  message: { name: "message", label: "Message", control: "textarea", required: true, maxLength: 5000 },
};

export const FIELDS: readonly ContactField[] = Object.values(FORM_FIELDS).map((field) => field.name);

export const FORM_MESSAGES = {
  sending: "Sending...",
  submit: "Send Message",
  success: "Thank you! Your message has been sent successfully.",
  error: "There was an error sending your message. Please try again.",
} as const;

/** The line under the button, its two documents linked: "By submitting this form, you agree to our privacy policy and terms of service." */
export const FORM_CONSENT: readonly Inline[] = [
  "By submitting this form, you agree to our ",
  { text: "privacy policy", href: PATHS.privacy },
  " and ",
  { text: "terms of service", href: PATHS.terms },
  ".",
];

/** What an address needs to look like: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FieldProblem {
  field: ContactField;
  message: string;
}

/** Every problem with a submission, in field order; an empty list means it is valid. */
export function validateSubmission(values: Partial<Record<ContactField, string>>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of FIELDS) {
    const value = values[field] ?? "";
    const { label, required, maxLength } = FORM_FIELDS[field];
    if (required && value.trim() === "") {
      problems.push({ field, message: `${label} is required.` });
    } else if (value.length > maxLength) {
      problems.push({ field, message: `${label} must be at most ${maxLength} characters.` });
    } else if (field === "email" && !EMAIL_PATTERN.test(value.trim())) {
      problems.push({ field, message: "Email must be a valid email address, like name@example.com." });
    } else if (field === "service" && value !== "" && !SERVICE_OPTIONS.includes(value)) {
      problems.push({ field, message: `Service must be one of: ${SERVICE_OPTIONS.join(", ")}, or left empty.` });
    }
  }
  return problems;
}
