// Reads the host's rule files the way Netlify and Cloudflare Pages do, so that the local server
// answers exactly as the static host will: _redirects lines and _headers blocks.
import { normalizePath } from "../../src/site/routes.tsx";

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const [from, to, code = "301"] = line.split(/\s+/);
    if (!from || !to) continue;
    const force = code.endsWith("!");
    rules.push({ from, to, status: Number.parseInt(code, 10), force });
  }
  return rules;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split("\n")) {
    if (raw.trim() === "" || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = raw.indexOf(":");
    if (current && colon > 0) current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A rule's path pattern: "*" matches anything, the rest literally. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(pathname);
}

/** Every header the rules give a path; a header named by several rules keeps the last. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) result.set(name, value);
  }
  return result;
}

export function findRedirectRule(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
  const path = normalizePath(pathname);
  return rules.find((rule) => rule.from === path);
}
