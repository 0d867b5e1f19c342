// goober hands its sheet text that may hold several rules at once (a component's rule and its
// @media blocks); the CSSOM takes one rule per insertRule call. This splits such text at the end
// of each top-level rule, minding strings and comments, where a brace may appear as text.

/**
 * The top-level rules of a stylesheet's text, each as written ("a{b:c}", "@media x{a{b:c}}").
 * Text after the last complete rule (there is none in goober's output) is dropped.
 */
export function splitRules(css: string): string[] {
  const rules: string[] = [];
  let start = 0;
  let depth = 0;
  let index = 0;
  while (index < css.length) {
    const char = css[index];
    if (char === '"' || char === "'") {
      // A string runs to its unescaped closing quote.
      index++;
      while (index < css.length && css[index] !== char) index += css[index] === "\\" ? 2 : 1;
    } else if (char === "/" && css[index + 1] === "*") {
      const end = css.indexOf("*/", index + 2);
      index = end === -1 ? css.length : end + 1;
    } else if (char === "\\") {
      index++;
    } else if (char === "{") {
      depth++;
    } else if (char === "}" || (char === ";" && depth === 0)) {
      if (char === "}") depth--;
      if (depth === 0) {
        const rule = css.slice(start, index + 1).trim();
        if (rule !== "" && rule !== ";") rules.push(rule);
        start = index + 1;
      }
    }
    index++;
  }
  return rules;
}
