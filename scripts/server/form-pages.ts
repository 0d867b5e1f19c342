// The short HTML pages the local form service answers a native (JavaScript-off) submission with,
// in the site's colours: thanks with a link back, or what needs fixing.
import { business, telHref } from "../../src/content/business.ts";
import { FORM_FIELDS, FORM_MESSAGES } from "../../src/content/contact-form.ts";
import type { FieldProblem } from "../../src/content/contact-form.ts";
import { escapeHtml } from "../../src/seo/head.ts";
import { color, fontStack, radius } from "../../src/styles/theme.ts";

/**
 * The pages' one stylesheet, inline: the site's Content-Security-Policy allows it by its hash,
 * as the build adds it to the pages' own (scripts/build/prerender.ts).
 */
export const FORM_PAGE_CSS = `
  body { margin: 0; font-family: ${fontStack}; color: ${color.text}; background: ${color.surfaceAlt}; line-height: 1.6; }
  header { background: ${color.navy}; color: #fff; padding: 1rem 1.25rem; font-weight: 800; }
  main { max-width: 40rem; margin: 3rem auto; padding: 2rem 1.5rem; background: #fff; border-radius: ${radius}; border: 1px solid ${color.border}; }
  h1 { color: ${color.navy}; margin-top: 0; line-height: 1.2; }
  a { color: ${color.link}; }
  .button { display: inline-block; margin-top: 1rem; padding: 0.75rem 1.5rem; border-radius: ${radius}; background: ${color.accent}; color: ${color.onAccent}; font-weight: 700; text-decoration: none; }
  :focus-visible { outline: 3px solid ${color.link}; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">
<style>${FORM_PAGE_CSS}</style>
</head>
<body>
<header>${escapeHtml(business.name)}</header>
<main>
${body}
</main>
</body>
</html>
`;
}

export const formPage = {
  thanks(back: string): string {
    return page(
      "Message sent",
      `<h1>Thank you!</h1>
<p>${escapeHtml(FORM_MESSAGES.success)} We reply within one business day.</p>
<a class="button" href="${escapeHtml(back)}">Back to the site</a>`,
    );
  },
  problem(message: string, problems: readonly FieldProblem[], back: string): string {
    const list = problems.length
      ? `<ul>${problems.map((problem) => `<li><strong>${escapeHtml(FORM_FIELDS[problem.field].label)}:</strong> ${escapeHtml(problem.message)}</li>`).join("")}</ul>`
      : "";
    return page(
      "Please check the form",
      `<h1>Your message was not sent</h1>
<p>${escapeHtml(message)}</p>
${list}
<p>Use your browser's Back button to return to the form: what you typed is still there. Or call us at <a href="${telHref(business.phone)}">${escapeHtml(business.phone.display)}</a>.</p>
<a class="button" href="${escapeHtml(back)}">Return to the form</a>`,
    );
  },
};
