// The build's compaction of goober's templates (scripts/build/css-templates.ts): comments in a
// styled template's text go, line breaks and indents become single spaces, and nothing else changes, inside
// its expressions, in other templates or in the rest of the module.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the sources under test are module code held in strings.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { compactStyledTemplates } from "../scripts/build/css-templates.ts";

const compact = suite("compacting styled templates");

compact("a styled template's line breaks and indents become single spaces", () => {
  const source = 'const Box = styled("div")`\n  display: grid;\n  gap: ${space(4)};\n  p {\n    margin: 0;\n  }\n`;';
  assert.is(compactStyledTemplates(source), 'const Box = styled("div")` display: grid; gap: ${space(4)}; p { margin: 0; } `;');
});

compact("expressions keep their text: strings, braces and templates of their own, over several lines", () => {
  const expression = '${(props) => ({ alt: "a`b}", plain: `x\n  ${props.y}\n  z` })[props.$tone ?? "plain"]}';
  const source = `const Band = styled(Section)<{ $tone?: string }>\`\n  background: ${expression};\n  color: red;\n\`;`;
  assert.is(
    compactStyledTemplates(source),
    `const Band = styled(Section)<{ $tone?: string }>\` background: ${expression}; color: red; \`;`,
  );
});

compact("other templates and the code around are left as written", () => {
  const source = 'const text = `one\n  two`;\nconst Box = styled("p")`\n  color: red;\n`;\nconst more = `\n  kept\n`;';
  assert.is(
    compactStyledTemplates(source),
    'const text = `one\n  two`;\nconst Box = styled("p")` color: red; `;\nconst more = `\n  kept\n`;',
  );
});

compact("a comment in a styled template's text goes, with the line break after it; a slash in a string stays", () => {
  const source =
    'const Box = styled("div")`\n  /* Why the rule:\n     two lines. */\n  gap: ${space(2)};\n  li::before { content: "/"; }\n`;';
  assert.is(compactStyledTemplates(source), 'const Box = styled("div")` gap: ${space(2)}; li::before { content: "/"; } `;');
});

compact("an escaped backtick does not end the template", () => {
  assert.is(compactStyledTemplates('styled("q")`\n  content: "\\`";\n`'), 'styled("q")` content: "\\`"; `');
});

compact.run();
