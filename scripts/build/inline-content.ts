// What the pages carry inline, as the Content-Security-Policy sees it: the text of each inline
// <script> (JSON-LD aside, a data block the browser never runs) and <style>, each allowed by the
// hash of its exact bytes, and any style="…" attribute, which no hash can allow (the policy has
// no 'unsafe-hashes'). The build reads them back from the written pages (prerender.ts), and the
// checks compare every page with the policy in _headers (check-dist.ts).
import { createHash } from "node:crypto";

/** The inline content of a page, or of all pages together. */
export interface InlineContent {
  scripts: readonly string[];
  styles: readonly string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?:\s[^>]*)?>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;
/** A style attribute on any tag (the tag's name, for the message). */
const STYLE_ATTRIBUTE = /<([a-z][\w-]*)\b[^>]*?\sstyle\s*=/gi;

/** The CSP source that allows exactly this inline script or style. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The text of every inline script in an HTML file, JSON-LD and other data blocks aside. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].filter(([tag]) => !/type="application\/ld\+json"/.test(tag)).map(([, text]) => text ?? "");
}

/** The text of every <style> element in an HTML file, those inside <noscript> included. */
export function inlineStylesOf(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(([, text]) => text ?? "");
}

/** The names of the elements that carry a style attribute. */
export function styleAttributesOf(html: string): string[] {
  return [...html.matchAll(STYLE_ATTRIBUTE)].map(([, tag]) => tag ?? "");
}

/** The inline scripts and styles of several pages, each text once. */
export function inlineContentOf(htmls: readonly string[]): InlineContent {
  return {
    scripts: [...new Set(htmls.flatMap(inlineScriptsOf))],
    styles: [...new Set(htmls.flatMap(inlineStylesOf))],
  };
}

/** The sources a directive of a policy lists ("script-src", "style-src"). */
function sourcesOf(policy: string, directive: string): string[] {
  return new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`).exec(policy)?.[1]?.trim().split(/\s+/) ?? [];
}

/**
 * What in a page the policy would refuse: an inline script or <style> whose hash it does not
 * list, and any style attribute. A page whose inline content changed after the policy was
 * written would start no app, or show unstyled; the build fails on either.
 */
export function inlineProblems(where: string, html: string, policy: string): string[] {
  const scriptSources = sourcesOf(policy, "script-src");
  const styleSources = sourcesOf(policy, "style-src");
  return [
    ...inlineScriptsOf(html)
      .filter((script) => !scriptSources.includes(hashSource(script)))
      .map(() => `${where}: an inline script the Content-Security-Policy does not allow`),
    ...inlineStylesOf(html)
      .filter((style) => !styleSources.includes(hashSource(style)))
      .map(() => `${where}: an inline <style> the Content-Security-Policy does not allow`),
    ...styleAttributesOf(html).map(
      (tag) => `${where}: a style attribute on <${tag}>, which the Content-Security-Policy refuses (use a class)`,
    ),
  ];
}
