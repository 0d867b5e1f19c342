// The local stand-in for the host's form service: a POST of the contact form, to any path, is
// read within limits, validated with the same rules the form states, and stored. Answers JSON to
// scripts and a short HTML page to a browser submitting natively (JavaScript off).
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { FIELDS, FORM_MESSAGES, FORM_NAME, HONEYPOT_FIELD, validateSubmission } from "../../src/content/contact-form.ts";
import type { ContactSubmission, FieldProblem } from "../../src/content/contact-form.ts";
import { formPage } from "./form-pages.ts";
import type { SubmissionStore } from "./submissions.ts";

/** Well above any honest enquiry (the fields' own limits add up to under 6 KB). */
const MAX_BODY_BYTES = 32 * 1024;
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: FieldProblem[] = [],
  ) {
    super(message);
  }
}

function wantsHtml(request: IncomingMessage): boolean {
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html");
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers["content-length"] ?? "0");
  if (declared > MAX_BODY_BYTES) {
    return Promise.reject(new HttpError(413, `The form body is larger than ${MAX_BODY_BYTES / 1024} KB.`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    request.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_BODY_BYTES) {
        request.removeAllListeners("data");
        request.resume();
        reject(new HttpError(413, `The form body is larger than ${MAX_BODY_BYTES / 1024} KB.`));
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("aborted", () => reject(new HttpError(400, "The request body was cut off.")));
    request.on("error", () => reject(new HttpError(400, "The request body could not be read.")));
  });
}

function checkContentType(request: IncomingMessage): void {
  const [type = "", ...parameters] = (request.headers["content-type"] ?? "").split(";");
  if (type.trim().toLowerCase() !== FORM_CONTENT_TYPE) {
    throw new HttpError(415, `Send the form as ${FORM_CONTENT_TYPE}.`);
  }
  const charset = parameters.map((part) => part.trim().toLowerCase()).find((part) => part.startsWith("charset="));
  if (charset && charset !== "charset=utf-8") throw new HttpError(415, "Send the form encoded as UTF-8.");
}

/** Strict urlencoded parsing: malformed escapes and non-UTF-8 bytes are refused, not guessed at. */
function parseFormBody(body: Buffer): Map<string, string[]> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    throw new HttpError(400, "The form body is not valid UTF-8.");
  }
  const fields = new Map<string, string[]>();
  if (text === "") return fields;
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? "" : pair.slice(equals + 1);
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replaceAll("+", " "));
      value = decodeURIComponent(rawValue.replaceAll("+", " "));
    } catch {
      throw new HttpError(400, "The form body is not valid URL-encoded UTF-8.");
    }
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return fields;
}

function singleValues(fields: Map<string, string[]>): ContactSubmission {
  const problems: FieldProblem[] = [];
  const values = {} as ContactSubmission;
  for (const field of FIELDS) {
    const given = fields.get(field) ?? [];
    if (given.length > 1) problems.push({ field, message: `${field} was sent more than once.` });
    values[field] = given[0] ?? "";
  }
  if (problems.length > 0) throw new HttpError(422, "Some fields are missing or invalid.", problems);
  return values;
}

function send(response: ServerResponse, request: IncomingMessage, status: number, json: object, html: string) {
  const asHtml = wantsHtml(request);
  const body = asHtml ? html : JSON.stringify(json);
  response.writeHead(status, {
    "Content-Type": asHtml ? "text/html; charset=utf-8" : "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** Where the "back" link of an HTML answer goes: the page the form was on, if it is ours. */
function backPath(request: IncomingMessage): string {
  try {
    const referer = new URL(request.headers.referer ?? "");
    if (referer.host === request.headers.host) return `${referer.pathname}${referer.search}`;
  } catch {
    // No referer, or not a URL: go home.
  }
  return "/";
}

export async function handleFormPost(request: IncomingMessage, response: ServerResponse, store: SubmissionStore) {
  const back = backPath(request);
  try {
    checkContentType(request);
    const fields = parseFormBody(await readBody(request));
    const formName = fields.get("form-name")?.[0];
    if (!formName) throw new HttpError(400, "The form-name field is missing.");
    if (formName !== FORM_NAME) throw new HttpError(404, `There is no form named "${formName}".`);
    // A filled honeypot is a bot: answer as if stored, store nothing.
    if ((fields.get(HONEYPOT_FIELD)?.[0] ?? "") !== "") {
      send(response, request, 200, { ok: true, message: FORM_MESSAGES.success }, formPage.thanks(back));
      return;
    }
    const values = singleValues(fields);
    const problems = validateSubmission(values);
    if (problems.length > 0) throw new HttpError(422, "Some fields are missing or invalid.", problems);
    try {
      await store.append({ id: randomUUID(), receivedAt: new Date().toISOString(), form: FORM_NAME, ...values });
    } catch (error) {
      console.error(`form: could not store a submission in ${store.file}: ${(error as Error).message}`);
      throw new HttpError(503, "Submissions cannot be stored right now. Please call us or try again later.");
    }
    send(response, request, 200, { ok: true, message: FORM_MESSAGES.success }, formPage.thanks(back));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const json = {
      ok: false,
      error: error.message,
      ...(error.problems.length > 0 ? { fields: error.problems } : {}),
    };
    send(response, request, error.status, json, formPage.problem(error.message, error.problems, back));
    if (error.status === 413) response.once("finish", () => request.socket.destroy());
  }
}
