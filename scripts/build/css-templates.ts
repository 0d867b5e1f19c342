// goober's styles are template literals, which the minifier leaves as written: every line break
// and indent of the source reaches the browser, and every comment. goober itself reads a line
// break as a space, drops runs of spaces and drops comments (its parser, astish), so a styled
// template's comments can go and its line breaks and indents become one space each without
// changing a single rule; only the class names, which hash the template's text, change, alike on
// the server and in the browser (both bundles go through this).
import type { Plugin } from "vite";

/** Where a styled template starts: styled("div")`, styled(SiteLink)`, styled("section")<Props>`. */
const STYLED_TAG = /\bstyled\(\s*(?:"[a-z0-9]+"|[A-Za-z_$][\w$.]*)\s*\)\s*(?:<[^`;]*?>)?\s*`/g;
/** A line break and the indent after it, in a template's text. */
const LINE_BREAK = /\n[ \t]*/g;
/** A CSS comment within one text part of a template, and the spaces and line breaks after it. */
const COMMENT = /\/\*[\s\S]*?\*\/\s*/g;

/**
 * The end of the template literal whose opening backtick is just before `from` (the index after
 * its closing backtick), and each of its text parts' [start, end): the parts between `${…}`.
 */
function scanTemplate(code: string, from: number, texts?: [number, number][]): number {
  let start = from;
  let at = from;
  while (at < code.length) {
    const char = code[at];
    if (char === "\\") at += 2;
    else if (char === "`") {
      texts?.push([start, at]);
      return at + 1;
    } else if (char === "$" && code[at + 1] === "{") {
      texts?.push([start, at]);
      at = scanExpression(code, at + 2);
      start = at;
    } else at += 1;
  }
  throw new Error("a styled template is not closed");
}

/** The index after the `}` that closes an expression started just before `from`. */
function scanExpression(code: string, from: number): number {
  let depth = 1;
  let at = from;
  while (at < code.length) {
    const char = code[at];
    if (char === "`") at = scanTemplate(code, at + 1);
    else if (char === '"' || char === "'") {
      at += 1;
      while (at < code.length && code[at] !== char) at += code[at] === "\\" ? 2 : 1;
      at += 1;
    } else {
      if (char === "{") depth += 1;
      else if (char === "}" && --depth === 0) return at + 1;
      at += 1;
    }
  }
  throw new Error("an expression in a styled template is not closed");
}

/** The module's code with each styled template's comments dropped and its line breaks and indents made single spaces. */
export function compactStyledTemplates(code: string): string {
  const texts: [number, number][] = [];
  for (const match of code.matchAll(STYLED_TAG)) scanTemplate(code, match.index + match[0].length, texts);
  let out = "";
  let last = 0;
  for (const [start, end] of texts) {
    out += code.slice(last, start) + code.slice(start, end).replace(COMMENT, "").replace(LINE_BREAK, " ");
    last = end;
  }
  return out + code.slice(last);
}

/**
 * The plugin, for the project's own modules in both bundles of a build. The development server
 * keeps the templates as written, so that its source maps match the source line for line.
 */
export function compactCssTemplates(): Plugin {
  return {
    name: "compact-css-templates",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || /[\\/]node_modules[\\/]/.test(id) || !code.includes("styled(")) return null;
      return { code: compactStyledTemplates(code), map: null };
    },
  };
}
