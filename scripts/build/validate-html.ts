// HTML validation of the built files, as a function: given each file's name and markup, list
// every problem html-validate finds under the project's configuration (.htmlvalidate.mjs).
import { join } from "node:path";
import { esmResolver, HtmlValidate, StaticConfigLoader } from "html-validate";
import type { Message } from "html-validate";
import { ROOT } from "./dist.ts";

/** The committed configuration, which `npx html-validate dist` reads as well. */
export const HTML_VALIDATE_CONFIG = join(ROOT, ".htmlvalidate.mjs");

/** How much markup a problem quotes on each side of its spot: React writes a page's body on one long line. */
const EXCERPT_CONTEXT = 30;

export interface HtmlFile {
  /** The name a problem is reported under, e.g. "about/index.html". */
  name: string;
  html: string;
}

function excerpt(html: string, message: Message): string {
  const start = Math.max(0, message.offset - EXCERPT_CONTEXT);
  const end = message.offset + Math.max(message.size, EXCERPT_CONTEXT);
  return html.slice(start, end).replace(/\s+/g, " ").trim();
}

/** "about/index.html:45:1203: message [rule] in `…<div><td>stray</td>…`", so that the spot can be found. */
function describe(file: HtmlFile, message: Message): string {
  return `${file.name}:${message.line}:${message.column}: ${message.message} [${message.ruleId}] in \`${excerpt(file.html, message)}\``;
}

export interface HtmlProblems {
  errors: string[];
  warnings: string[];
}

/** html-validate's severity of an error; 1 is a warning. */
const ERROR = 2;

/** One validator per configuration, made once: making one reads and resolves the configuration. */
const validators = new Map<string, HtmlValidate>();

export async function validateHtml(files: readonly HtmlFile[], configFile = HTML_VALIDATE_CONFIG): Promise<HtmlProblems> {
  // A static loader: each file is checked under this one configuration, wherever it was read
  // from (a copy of dist/ in a temporary folder has no configuration beside it).
  let validator = validators.get(configFile);
  if (!validator) {
    validator = new HtmlValidate(new StaticConfigLoader([esmResolver()], { extends: [configFile] }));
    validators.set(configFile, validator);
  }
  const problems: HtmlProblems = { errors: [], warnings: [] };
  for (const file of files) {
    const report = await validator.validateString(file.html, file.name);
    for (const message of report.results.flatMap((result) => result.messages)) {
      (message.severity >= ERROR ? problems.errors : problems.warnings).push(describe(file, message));
    }
  }
  return problems;
}
