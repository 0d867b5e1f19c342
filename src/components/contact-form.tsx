// The contact form. A real form in the prerendered HTML, so that the host's form service detects
// it and it submits natively without JavaScript; with JavaScript it posts in the background and
// answers with a toast. The inputs are uncontrolled: a failed submission keeps what was typed.
// The answer is also written into the form's own live region when the toast library cannot be
// loaded, so a visitor with no network, or a blocker, still sees and hears what happened.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { styled } from "../styles/styled.ts";
import {
  FORM_CONSENT,
  FORM_ENDPOINT,
  FORM_FIELDS,
  FORM_MESSAGES,
  FORM_NAME,
  HONEYPOT_FIELD,
  HONEYPOT_LABEL,
  SERVICE_OPTIONS,
} from "../content/contact-form.ts";
import type { FieldDefinition } from "../content/contact-form.ts";
import { color, fontSize, fontWeight, radius, space } from "../styles/theme.ts";
import { SiteLink } from "./site-link.tsx";
import { primaryButton } from "./primitives.tsx";
import { useToasts } from "./toasts.tsx";

const Form = styled("form")`
  display: grid;
  gap: ${space(4)};
  .row { display: grid; gap: ${space(4)}; }
  @media (min-width: 640px) { .row { grid-template-columns: 1fr 1fr; } }
  label { display: block; font-weight: ${fontWeight.bold}; margin-bottom: ${space(1)}; color: ${color.text}; }
  .required { color: ${color.danger}; margin-left: ${space(0.5)}; }
  input, select, textarea {
    display: block;
    width: 100%;
    min-height: 48px;
    padding: ${space(3)};
    font: inherit;
    color: ${color.text};
    background: ${color.card};
    border: 1px solid ${color.inputBorder};
    border-radius: ${radius};
  }
  textarea { resize: vertical; min-height: 8rem; }
  input:focus-visible, select:focus-visible, textarea:focus-visible { border-color: ${color.link}; }
  .hint { font-size: ${fontSize.small}; color: ${color.muted}; margin: 0; }
  .status:empty { display: none; }
  .status { margin: 0; font-weight: ${fontWeight.bold}; }
  .status[data-kind="error"] { color: ${color.danger}; }
  .status[data-kind="success"] { color: ${color.success}; }
`;

const SubmitButton = styled("button")`
  ${primaryButton}
  width: 100%;
  @media (min-width: 640px) { width: auto; justify-self: start; }
`;

export function ContactForm() {
  const id = useId();
  const toasts = useToasts();
  const [submitting, setSubmitting] = useState(false);
  /** The answer, shown in the form only when no toast could show it. */
  const [status, setStatus] = useState<{ kind: "success" | "error"; message: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(form)) body.append(key, String(value));
    setSubmitting(true);
    setStatus(null);
    let answer: { kind: "success" | "error"; message: string };
    try {
      const response = await fetch(FORM_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      if (!response.ok) throw new Error(`Form submission failed: ${response.status} ${response.statusText}`);
      form.reset();
      answer = { kind: "success", message: FORM_MESSAGES.success };
    } catch (error) {
      console.error("Contact form submission failed", error);
      answer = { kind: "error", message: FORM_MESSAGES.error };
    }
    setSubmitting(false);
    if (!(await toasts.notify(answer.kind, answer.message))) setStatus(answer);
  }

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <Form
      name={FORM_NAME}
      method="POST"
      action={FORM_ENDPOINT}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      onSubmit={onSubmit}
      onFocus={toasts.prepare}
    >
      <input type="hidden" name="form-name" value={FORM_NAME} />
      <div hidden>
        <label>
          {HONEYPOT_LABEL}: <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className="hint">
        Fields marked with <span aria-hidden="true">*</span>
        <span className="visually-hidden">an asterisk</span> are required.
      </p>
      <div className="row">
        <FormField field={FORM_FIELDS.name} id={fieldId("name")} />
        <FormField field={FORM_FIELDS.email} id={fieldId("email")} />
      </div>
      <div className="row">
        <FormField field={FORM_FIELDS.phone} id={fieldId("phone")} />
        <FormField field={FORM_FIELDS.service} id={fieldId("service")} />
      </div>
      <FormField field={FORM_FIELDS.message} id={fieldId("message")} />
      <SubmitButton type="submit" disabled={submitting}>
        {submitting ? FORM_MESSAGES.sending : FORM_MESSAGES.submit}
      </SubmitButton>
      <div className="status" role="status" data-kind={status?.kind}>
        {status?.message}
      </div>
      <p className="hint">
        {FORM_CONSENT.map((run) =>
          typeof run === "string" ? (
            run
          ) : (
            <SiteLink key={run.href} to={run.href}>
              {run.text}
            </SiteLink>
          ),
        )}
      </p>
    </Form>
  );
}

/** One field, as its definition (src/content/contact-form.ts) says: label, control, limits. */
function FormField({ field, id }: { field: FieldDefinition; id: string }) {
  const { name, label, control, autoComplete, required, maxLength } = field;
  return (
    <div>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {control === "select" ? (
        <select id={id} name={name} defaultValue="" required={required}>
          <option value="">Select a service (optional)</option>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : control === "textarea" ? (
        <textarea id={id} name={name} rows={5} required={required} maxLength={maxLength} />
      ) : (
        <input id={id} name={name} type={control} autoComplete={autoComplete} required={required} maxLength={maxLength} />
      )}
    </div>
  );
}
