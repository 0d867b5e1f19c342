// The contact form's contract, shared by the form component and the local form endpoint
// (scripts/serve.ts): field names, the service options, limits, validation and the messages.
import { SERVICE_CATALOG } from "./catalog.ts";

export const FORM_NAME = "contact";
export const HONEYPOT_FIELD = "bot-field";
export const HONEYPOT_LABEL = "Don't fill this out if you're human";

/** The spec's service options, in order; the empty value means "not sure yet". */
export const SERVICE_OPTIONS: readonly string[] = SERVICE_CATALOG.map((service) => service.name);

export const FIELDS = ["name", "email", "phone", "service", "message"] as const;
export type ContactField = (typeof FIELDS)[number];
export type ContactSubmission = Record<ContactField, string>;

/** Upper bounds that no honest enquiry reaches; they keep one record well under the body limit. */
export const FIELD_MAX_LENGTH: Record<ContactField, number> = {
  name: 120,
  email: 254,
  phone: 40,
  service: 60,
  message: 5000,
};

export const FIELD_LABELS: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  service: "Service",
  message: "Message",
};

export const REQUIRED_FIELDS: readonly ContactField[] = ["name", "email", "phone", "message"];

export const FORM_MESSAGES = {
  sending: "Sending...",
  submit: "Send Message",
  success: "Thank you! Your message has been sent successfully.",
  error: "There was an error sending your message. Please try again.",
  consent: "By submitting this form, you agree to our privacy policy and terms of service.",
} as const;

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
    const label = FIELD_LABELS[field];
    if (REQUIRED_FIELDS.includes(field) && value.trim() === "") {
      problems.push({ field, message: `${label} is required.` });
    } else if (value.length > FIELD_MAX_LENGTH[field]) {
      problems.push({ field, message: `${label} must be at most ${FIELD_MAX_LENGTH[field]} characters.` });
    } else if (field === "email" && !EMAIL_PATTERN.test(value.trim())) {
      problems.push({ field, message: "Email must be a valid email address, like name@example.com." });
    } else if (field === "service" && value !== "" && !SERVICE_OPTIONS.includes(value)) {
      problems.push({ field, message: `Service must be one of: ${SERVICE_OPTIONS.join(", ")}, or left empty.` });
    }
  }
  return problems;
}
