// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the changes are source text, template placeholders and all.
// The site's own mutation check: each change below breaks one promise a visitor, a caller, the
// owner, a crawler, a keyboard or screen-reader user or the person running the hosts relies on.
// Each is applied alone to a copy of the project, the copy is built, and the suites run, the one
// expected to catch it first, then the quick ones, then the browser and host suites, stopping at
// the first that fails. A change that leaves every suite green is a hole in the tests: it is
// reported and the run exits non-zero. So is a change whose text no longer occurs exactly once in
// its file (stale: the code moved; the list must follow it).
//
// Run: npm run mutants (all), npm run mutants -- --only <id> [--only <id>...], npm run mutants -- --list,
// npm run mutants -- --quick (only the suites that need no browser after the expected one).
// Not part of npm test: a full run builds the site once per change (docs/testing.md).
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureSystemPackages } from "../tests/helpers/system-packages.ts";
import { buildDate, sourceDateEpoch } from "./build/build-date.ts";
import { ROOT } from "./build/dist.ts";

interface Mutant {
  id: string;
  /** The file changed, from the project's root. */
  file: string;
  /** Text that occurs exactly once in the file. */
  find: string;
  /** What it becomes. */
  replace: string;
  /** Who the change hurts, and how. */
  hurts: string;
  /** The suite expected to catch it, as its path under tests/. */
  killer: string;
  /** A second line changed with the first, for a change that is two lines by nature (a swap). */
  and?: { file: string; find: string; replace: string };
}

export const MUTANTS: readonly Mutant[] = [
  // The visitor on a phone: content, form, toasts, navigation, back.
  {
    id: "success-toast-words",
    file: "src/content/contact-form.ts",
    find: 'success: "Thank you! Your message has been sent successfully.",',
    replace: 'success: "Thanks! Your message has been sent.",',
    hurts: "a visitor who sent the form reads words the spec does not give",
    killer: "e2e/contact-form.ts",
  },
  {
    id: "error-toast-words",
    file: "src/content/contact-form.ts",
    find: 'error: "There was an error sending your message. Please try again.",',
    replace: 'error: "There was an error sending your message. Please try again",',
    hurts: "a visitor whose message failed reads words the spec does not give",
    killer: "e2e/contact-form.ts",
  },
  {
    id: "form-not-reset",
    file: "src/components/contact-form.tsx",
    find: "      form.reset();",
    replace: "",
    hurts: "a visitor who sent the form still sees it filled in, and may send it twice",
    killer: "e2e/contact-form.ts",
  },
  {
    id: "button-not-disabled",
    file: "src/components/contact-form.tsx",
    find: "disabled={submitting}",
    replace: "disabled={false}",
    hurts: "a visitor on a slow network taps Send twice and sends two messages",
    killer: "e2e/contact-form.ts",
  },
  {
    id: "form-not-posted",
    file: "src/components/contact-form.tsx",
    find: 'method: "POST",',
    replace: 'method: "PUT",',
    hurts: "every visitor's message is refused by the form service",
    killer: "e2e/contact-form.ts",
  },
  {
    id: "menu-button-opens-nothing",
    file: "src/components/header/mobile-menu.tsx",
    find: "popoverTarget={panelId} ",
    replace: "",
    hurts: "a visitor on a phone cannot open the menu before the app starts",
    killer: "e2e/header.ts",
  },
  {
    id: "legacy-path-two-history-entries",
    file: "src/navigation/page-views.tsx",
    find: "<Navigate to={resolution.redirect.to} replace />",
    replace: "<Navigate to={resolution.redirect.to} />",
    hurts: "a visitor who followed an old link presses back and lands on the redirect again",
    killer: "e2e/navigation.ts",
  },
  {
    id: "not-found-heading",
    file: "src/content/not-found.ts",
    find: 'heading: "Oops! Page not found",',
    replace: 'heading: "Oops! Page not found.",',
    hurts: "a visitor on a dead link reads a heading the spec does not give",
    killer: "build-output.ts",
  },
  {
    id: "hero-savings-claim",
    file: "src/content/business.ts",
    find: 'heroSavings: "up to 40%",',
    replace: 'heroSavings: "up to 45%",',
    hurts: "a visitor reads a savings figure the owner never claimed",
    killer: "content.ts",
  },
  {
    id: "prefetch-without-touchstart",
    file: "src/navigation/prefetcher.ts",
    find: '["pointerover", "focusin", "touchstart"]',
    replace: '["pointerover", "focusin"]',
    hurts: "a visitor on a phone waits for the next page after each tap",
    killer: "e2e/prefetch.ts",
  },
  // The caller and the owner: phone, e-mail, hours, stored submissions.
  {
    id: "phone-number-changed",
    file: "src/content/business.ts",
    find: 'phone: { display: "(902) 555-0147", e164: "+19025550147" }',
    replace: 'phone: { display: "(902) 555-0147", e164: "+19025550148" }',
    hurts: "a caller who taps Call reaches a stranger",
    killer: "contact-links.ts",
  },
  {
    id: "mail-link-broken",
    file: "src/content/business.ts",
    find: "export const mailtoHref = `mailto:${business.email}`;",
    replace: "export const mailtoHref = `mailto:${business.email}.com`;",
    hurts: "a visitor's e-mail goes nowhere, and the owner never reads it",
    killer: "contact-links.ts",
  },
  {
    id: "hours-close-early",
    file: "src/content/business.ts",
    find: 'closes: "17:00",',
    replace: 'closes: "16:00",',
    hurts: "a caller reads in search results that the office closes an hour early",
    killer: "structured-data.ts",
  },
  {
    id: "hours-shown-wrong",
    file: "src/content/business.ts",
    find: 'openLabel: "8:00 AM to 5:00 PM",',
    replace: 'openLabel: "9:00 AM to 5:00 PM",',
    hurts: "a caller reads on the contact page that the office opens an hour late",
    killer: "page-bodies.ts",
  },
  {
    id: "submission-not-synced",
    file: "scripts/server/submissions.ts",
    find: "        await handle.datasync();",
    replace: "",
    hurts: "the owner loses a message that was acknowledged, when the power goes",
    killer: "form-service.ts",
  },
  // The crawler: robots, canonical, sitemap, titles, structured data.
  {
    id: "every-page-noindex",
    file: "src/seo/head-renderer.tsx",
    find: '"index, follow, max-image-preview:large"',
    replace: '"noindex, follow"',
    hurts: "the owner: every page drops out of search results",
    killer: "crawl.ts",
  },
  {
    id: "robots-disallow-all",
    file: "scripts/build/site-files.ts",
    find: "return `User-agent: *\\nAllow: /\\n",
    replace: "return `User-agent: *\\nDisallow: /\\n",
    hurts: "the owner: crawlers read no page of the site",
    killer: "crawl.ts",
  },
  {
    id: "canonical-to-home",
    file: "src/seo/urls.ts",
    find: 'return path === "/" ? `${origin}/` : `${origin}${path}`;',
    replace: "return `${origin}/`;",
    hurts: "the owner: search engines fold every page into the home page",
    killer: "crawl.ts",
  },
  {
    id: "sitemap-one-url",
    file: "scripts/build/site-files.ts",
    find: "    url: page.path,",
    replace: '    url: "/",',
    hurts: "the owner: the sitemap lists the home page over and over, and no other",
    killer: "site-files.ts",
  },
  {
    id: "titles-swapped",
    file: "src/pages/about-page.tsx",
    find: "  title: about.title,",
    replace: '  title: "Spray Foam Insulation Facts and FAQs | Bluenose Spray Foam",',
    and: {
      file: "src/pages/facts-page.tsx",
      find: "  title: facts.title,",
      replace: '  title: "About Our Team and Credentials | Bluenose Spray Foam",',
    },
    hurts: "a searcher looking for the FAQs lands on the about page, and the other way round",
    killer: "pages.ts",
  },
  {
    id: "descriptions-swapped",
    file: "src/pages/about-page.tsx",
    find: "  description: about.description,",
    replace:
      '  description: "Call or message Bluenose Spray Foam Insulation to book a free on-site assessment in HRM. Office hours are Monday to Friday, 8:00 AM to 5:00 PM.",',
    and: {
      file: "src/pages/contact-page.tsx",
      find: "  description: contactPage.description,",
      replace:
        '  description: "Meet the local crew behind Bluenose Spray Foam Insulation: our story, our values, and the licensing, insurance and certifications behind our work in HRM.",',
    },
    hurts: "a searcher reads the contact page's summary under the about page, and the other way round",
    killer: "pages.ts",
  },
  {
    id: "structured-data-business-type",
    file: "src/seo/structured-data.ts",
    find: '"@type": "HomeAndConstructionBusiness",',
    replace: '"@type": "Organization",',
    hurts: "the owner: the business is no longer a local business to search engines",
    killer: "structured-data.ts",
  },
  // The keyboard and screen-reader user: focus, names, landmarks, live regions.
  {
    id: "focus-ring-transparent",
    file: "src/styles/global-styles.ts",
    find: ":focus-visible { outline: 3px solid ${color.link};",
    replace: ":focus-visible { outline: 3px solid transparent;",
    hurts: "a keyboard user cannot see where focus is",
    killer: "e2e/accessibility.ts",
  },
  {
    id: "skip-link-nowhere",
    file: "src/components/skip-link.tsx",
    find: 'href="#main"',
    replace: 'href="#content"',
    hurts: "a keyboard user's skip link skips nothing",
    killer: "e2e/accessibility.ts",
  },
  {
    id: "main-landmark-gone",
    file: "src/app.tsx",
    find: '<main id="main" ref={mainRef} tabIndex={-1}>',
    replace: '<main id="main" role="group" ref={mainRef} tabIndex={-1}>',
    hurts: "a screen-reader user cannot jump to the page's main content",
    killer: "e2e/accessibility.ts",
  },
  {
    id: "form-status-not-live",
    file: "src/components/contact-form.tsx",
    find: '<div className="status" role="status" data-kind={status?.kind}>',
    replace: '<div className="status" data-kind={status?.kind}>',
    hurts: "a screen-reader user is not told whether the message was sent",
    killer: "e2e/network-faults.ts",
  },
  {
    id: "page-language-gone",
    file: "index.html",
    find: '<html lang="en-CA">',
    replace: "<html>",
    hurts: "a screen reader reads the page with the wrong voice",
    killer: "build-output.ts",
  },
  {
    id: "main-nav-unnamed",
    file: "src/components/header/header.tsx",
    find: '<DesktopNav aria-label="Main">',
    replace: "<DesktopNav>",
    hurts: "a screen-reader user hears two navigation landmarks and cannot tell them apart",
    killer: "e2e/accessibility.ts",
  },
  {
    id: "foam-cards-unnamed-articles",
    file: "src/pages/service-page.tsx",
    find: "        <section key={foam.title}>",
    replace: "        <article key={foam.title}>",
    and: { file: "src/pages/service-page.tsx", find: "        </section>", replace: "        </article>" },
    hurts: 'a screen-reader user\'s list of articles on a service page reads "article, article"',
    killer: "e2e/accessibility.ts",
  },
  // The visitor's privacy: what the policy says, and what the site does.
  {
    id: "policy-forgets-map-host",
    file: "src/content/privacy.ts",
    find: "comes from OpenStreetMap (www.openstreetmap.org), when",
    replace: "comes from OpenStreetMap, when",
    hurts: "a visitor is not told that the contact page's map is fetched from another company's servers",
    killer: "policy.ts",
  },
  {
    id: "consent-link-gone",
    file: "src/content/contact-form.ts",
    find: '{ text: "privacy policy", href: PATHS.privacy },',
    replace: '"privacy policy",',
    hurts: "a visitor agrees to a privacy policy the form gives no way to read",
    killer: "pages.ts",
  },
  {
    id: "server-sets-cookie",
    file: "scripts/server/static-host.ts",
    find: "    for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);",
    replace:
      '    for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);\n    response.setHeader("Set-Cookie", "visitor=1; Path=/");',
    hurts: "a visitor gets a cookie the privacy policy says the site never sets",
    killer: "server.ts",
  },
  // The ops person: headers, redirects, 404s, deploy files.
  {
    id: "referrer-policy-gone",
    file: "scripts/build/site-files.ts",
    find: '"Referrer-Policy"',
    replace: '"X-Referrer-Policy"',
    hurts: "visitors' full addresses leak to the photo and map hosts",
    killer: "site-files.ts",
  },
  {
    id: "permissions-policy-gone",
    file: "scripts/build/site-files.ts",
    find: '"Permissions-Policy"',
    replace: '"X-Permissions-Policy"',
    hurts: "an embedded frame may ask a visitor for the camera or location",
    killer: "site-files.ts",
  },
  {
    id: "opener-policy-gone",
    file: "scripts/build/site-files.ts",
    find: '"Cross-Origin-Opener-Policy"',
    replace: '"X-Cross-Origin-Opener-Policy"',
    hurts: "a page opened from the site can reach back into it",
    killer: "site-files.ts",
  },
  {
    id: "resource-policy-gone",
    file: "scripts/build/site-files.ts",
    find: '"Cross-Origin-Resource-Policy": "same-origin",',
    replace: '"Cross-Origin-Resource-Policy": "cross-origin",',
    hurts: "any other site may embed the site's scripts, images and pages",
    killer: "site-files.ts",
  },
  {
    id: "default-src-self",
    file: "scripts/build/site-files.ts",
    find: `"default-src 'none'",`,
    replace: `"default-src 'self'",`,
    hurts: "an injected font, worker or plugin from the site's own files is allowed to load",
    killer: "site-files.ts",
  },
  {
    id: "boot-script-without-integrity",
    file: "scripts/build/integrity.ts",
    find: ' integrity="${integrityOf(script)}" async=""',
    replace: ' async=""',
    hurts: "a visitor runs whatever a tampered host or cache serves as the boot script",
    killer: "e2e/faults.ts",
  },
  {
    id: "assets-not-immutable",
    file: "scripts/build/site-files.ts",
    find: "export const IMMUTABLE = `public, max-age=${IMMUTABLE_MAX_AGE}, immutable`;",
    replace: "export const IMMUTABLE = `public, max-age=0`;",
    hurts: "every returning visitor asks again for every script and style",
    killer: "site-files.ts",
  },
  {
    id: "legacy-redirect-temporary",
    file: "src/site/redirects.ts",
    find: '{ from: "/residential", to: "/services/residential", status: 301 },',
    replace: '{ from: "/residential", to: "/services/residential", status: 302 },',
    hurts: "the owner: search engines keep the old address of the residential page",
    killer: "site-files.ts",
  },
  {
    id: "server-memory-climbs",
    file: "scripts/server/static-host.ts",
    find: "    const started = performance.now();",
    replace:
      '    const started = performance.now(); const g = globalThis as unknown as { n?: number; kept?: string[] }; g.n = (g.n ?? 0) + 1; g.kept ??= []; if (g.n > 4000) g.kept.length = 0; else if (g.n > 800) g.kept.push(String(g.n).padEnd(4000, "x"));',
    hurts: "the server's memory climbs under load for thousands of requests (let go only before the last reading)",
    killer: "reliability.ts",
  },
  {
    id: "url-limit-raised",
    file: "scripts/server/static-host.ts",
    find: "const MAX_URL_LENGTH = 2048;",
    replace: "const MAX_URL_LENGTH = 4096;",
    hurts: "the local server reads URLs longer than the hosts accept, and hides the difference",
    killer: "server.ts",
  },
  {
    id: "unknown-path-answers-200",
    file: "scripts/server/static-host.ts",
    find: '      response.statusCode = 404;\n      response.setHeader("Content-Type", "text/html; charset=utf-8");\n      response.end(request.method',
    replace:
      '      response.statusCode = 200;\n      response.setHeader("Content-Type", "text/html; charset=utf-8");\n      response.end(request.method',
    hurts: "a dead link answers 200, so monitors and crawlers take it for a page",
    killer: "server.ts",
  },
  {
    id: "headers-rule-per-page",
    file: "scripts/build/site-files.ts",
    find: "  return [...new Set(patterns)];",
    replace: "  return [...new Set(pages.map((page) => page.path))];",
    and: {
      file: "scripts/build/site-files.ts",
      find: "export const MAX_HEADER_RULES = 100;",
      replace: "export const MAX_HEADER_RULES = 100_000;",
    },
    hurts: "past a hundred pages Cloudflare skips the rest of _headers: the later pages lose their Cache-Control",
    killer: "deploy-files.ts",
  },
  {
    id: "shown-content-per-page",
    file: "src/content/page-content.ts",
    find: '  if (kind !== "index" && shownSlugs(',
    replace: '  if (kind !== "index" && !shownSlugs(',
    hurts: "the phone's footer costs a request a page, and a link tapped as it scrolls into view waits a round trip or two for its page",
    killer: "e2e/prefetch.ts",
  },
  {
    id: "shown-content-no-fallback",
    file: "src/content/page-content.ts",
    find: "      () => undefined,\n    );",
    replace: "      (error: unknown) => Promise.reject(error),\n    );",
    hurts: "where the host lacks the shown pages' file, a footer link costs the visitor a full page load",
    killer: "e2e/faults.ts",
  },
  // The caller who finds the business in a search result: the structured data's number, address,
  // map pin and hours, compared with the values written out in tests/expected/business.ts.
  {
    id: "search-result-phone",
    file: "src/content/business.ts",
    find: 'structuredDataPhone: { display: "(902) 555-0183", e164: "+19025550183" }',
    replace: 'structuredDataPhone: { display: "(902) 555-0183", e164: "+19025550138" }',
    hurts: "a searcher who taps Call in a search result reaches a stranger",
    killer: "structured-data.ts",
  },
  {
    id: "search-result-province",
    file: "src/content/business.ts",
    find: 'addressRegion: "NS",',
    replace: 'addressRegion: "NB",',
    hurts: "a searcher reads that the business is in New Brunswick, and looks elsewhere",
    killer: "structured-data.ts",
  },
  {
    id: "search-result-pin-east",
    file: "src/content/business.ts",
    find: "geo: { latitude: 44.6488, longitude: -63.5752 },",
    replace: "geo: { latitude: 44.6488, longitude: 63.5752 },",
    hurts: "a searcher who opens the map is sent to a pin in Kazakhstan (the longitude's sign lost)",
    killer: "structured-data.ts",
  },
  {
    id: "search-result-open-saturday",
    file: "src/content/business.ts",
    find: 'days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const,',
    replace: 'days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const,',
    hurts: "a caller reads in search results that the office is open on Saturday, and calls a closed office",
    killer: "structured-data.ts",
  },
  // Someone who shares a page: the preview's URL, image, title and summary, written out in
  // tests/expected/heads.ts.
  {
    id: "shared-link-to-home",
    file: "src/seo/head-renderer.tsx",
    find: '...(head.canonical ? [meta("og:url", head.canonical, "property")] : []),',
    replace: '...(head.canonical ? [meta("og:url", absoluteUrl("/"), "property")] : []),',
    hurts: "a shared link to any page opens the home page for the friend who taps it",
    killer: "pages.ts",
  },
  {
    id: "shared-image-relative",
    file: "src/seo/head-renderer.tsx",
    find: "const image = absoluteUrl(business.socialImage.path);",
    replace: "const image = business.socialImage.path;",
    hurts: "a shared link shows no picture: networks cannot fetch a relative image address",
    killer: "pages.ts",
  },
  {
    id: "shared-card-title",
    file: "src/seo/head-renderer.tsx",
    find: 'meta("twitter:title", head.title),',
    replace: 'meta("twitter:title", business.name),',
    hurts: "a page shared on X shows the company's name, not the page's title",
    killer: "pages.ts",
  },
  {
    id: "shared-card-summary",
    file: "src/seo/head-renderer.tsx",
    find: 'meta("twitter:description", head.description),',
    replace: 'meta("twitter:description", head.title),',
    hurts: "a page shared on X repeats its title where its summary should be",
    killer: "pages.ts",
  },
  // The screen-reader user moving between pages: where focus lands, and which page is current.
  {
    id: "focus-left-behind",
    file: "src/navigation/after-navigation.ts",
    find: '?? shownInMain("h1") ?? main;',
    replace: "?? main;",
    hurts: "after following a link, a screen reader starts at the top of <main>, not at the new page's heading",
    killer: "e2e/client-navigation.ts",
  },
  {
    id: "current-page-unmarked",
    file: "src/components/header/header.tsx",
    find: "<TopLink to={entry.to} current={entry.to === currentPath}>",
    replace: "<TopLink to={entry.to} current={false}>",
    hurts: "a screen-reader user is not told which of the menu's pages is the one shown",
    killer: "pages.ts",
  },
  {
    id: "breadcrumb-current-unmarked",
    file: "src/components/page-hero.tsx",
    find: '<li aria-current="page">{label}</li>',
    replace: "<li>{label}</li>",
    hurts: "a screen-reader user hears the breadcrumb's last step as a plain item, not as the page they are on",
    killer: "pages.ts",
  },
  // The visitor whose address or name is unusual but valid.
  {
    id: "email-plus-refused",
    file: "src/content/contact-form.ts",
    find: "const EMAIL_PATTERN = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;",
    replace: "const EMAIL_PATTERN = /^[\\w.-]+@[^\\s@]+\\.[^\\s@]+$/;",
    hurts: "a visitor whose address has a plus tag or an apostrophe (o'brien@…) cannot send the form",
    killer: "contact-form.ts",
  },
  {
    id: "email-long-domain-refused",
    file: "src/content/contact-form.ts",
    find: "const EMAIL_PATTERN = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;",
    replace: "const EMAIL_PATTERN = /^[^\\s@]+@[^\\s@]+\\.[a-z]{2,4}$/;",
    hurts: "a visitor with an address in capitals or on a long domain (….photography) cannot send the form",
    killer: "contact-form.ts",
  },
  {
    id: "long-name-refused",
    file: "src/content/contact-form.ts",
    find: 'autoComplete: "name", required: true, maxLength: 120 },',
    replace: 'autoComplete: "name", required: true, maxLength: 40 },',
    hurts: "a visitor with a long double-barrelled name, or writing for an organisation, cannot send the form",
    killer: "contact-form.ts",
  },
  // The visitor who opens links in new tabs.
  {
    id: "ctrl-click-stays-in-tab",
    file: "src/navigation/links.ts",
    find: "event.altKey || event.ctrlKey || event.shiftKey",
    replace: "event.altKey || event.shiftKey",
    hurts: "a visitor who Ctrl-clicks to open a page in a new tab loses the page they were reading instead",
    killer: "e2e/client-navigation.ts",
  },
  {
    id: "shift-click-stays-in-tab",
    file: "src/navigation/links.ts",
    find: "event.altKey || event.ctrlKey || event.shiftKey",
    replace: "event.altKey || event.ctrlKey",
    hurts: "a visitor who Shift-clicks to open a page in a new window loses the page they were reading instead",
    killer: "e2e/client-navigation.ts",
  },
  // The owner reading submissions after a crash: the file repaired, each record told apart and dated.
  {
    id: "torn-record-kept",
    file: "scripts/server/submissions.ts",
    find: "  if (buffer[length - 1] === 0x0a) return 0;",
    replace: "  if (length > 0) return 0;",
    hurts: "after a crash mid-write, the next message is glued to the torn line and the owner's file no longer reads",
    killer: "form-service.ts",
  },
  {
    id: "repair-eats-newline",
    file: "scripts/server/submissions.ts",
    find: "size - length + lastNewline + 1;",
    replace: "size - length + lastNewline;",
    hurts: "after a crash, the repair glues the next message to the last whole one and the owner's file no longer reads",
    killer: "form-service.ts",
  },
  {
    id: "received-at-local-time",
    file: "scripts/server/form-endpoint.ts",
    find: "receivedAt: new Date().toISOString(),",
    replace: "receivedAt: new Date().toString(),",
    hurts: "the owner cannot sort messages by arrival: times are written in the server's local words, not ISO 8601",
    killer: "form-service.ts",
  },
  {
    id: "submission-id-by-time",
    file: "scripts/server/form-endpoint.ts",
    find: "id: randomUUID(),",
    replace: "id: String(Date.now()),",
    hurts: "two messages that arrive in the same millisecond share an id, and the owner answers one twice",
    killer: "form-service.ts",
  },
  // The person deploying to each host from its own configuration file.
  {
    id: "netlify-publishes-deploy",
    file: "netlify.toml",
    find: '  publish = "dist"',
    replace: '  publish = "deploy"',
    hurts: "a deploy to Netlify publishes the nginx and S3 files instead of the site",
    killer: "deploy-files.ts",
  },
  {
    id: "netlify-old-node",
    file: "netlify.toml",
    find: '  NODE_VERSION = "20.19.0"',
    replace: '  NODE_VERSION = "18.20.0"',
    hurts: "every deploy to Netlify fails: Vite 8 does not install on Node 18",
    killer: "deploy-files.ts",
  },
  {
    id: "nginx-unknown-path-home",
    file: "scripts/build/nginx-conf.ts",
    find: 'location("/", ["try_files $uri.html $uri =404;"]),',
    replace: 'location("/", ["try_files $uri.html $uri /index.html;"]),',
    hurts: "on nginx, a dead link answers the home page with a 200, so monitors and crawlers take it for a page",
    killer: "hosts/nginx.ts",
  },
  {
    id: "nginx-pages-immutable",
    file: "scripts/build/nginx-conf.ts",
    find: 'html$" ${quote(REVALIDATE)};',
    replace: 'html$" ${quote(IMMUTABLE)};',
    hurts: "on nginx, returning visitors keep last year's pages after every deploy",
    killer: "hosts/nginx.ts",
  },
  {
    id: "s3-error-page-home",
    file: "scripts/build/bucket-website.ts",
    find: "ErrorDocument: { Key: NOT_FOUND_FILE }",
    replace: "ErrorDocument: { Key: HOME_FILE }",
    hurts: 'on S3, a visitor on a dead link sees the home page, not "Oops! Page not found"',
    killer: "hosts/s3.ts",
  },
  {
    id: "s3-pages-before-assets",
    file: "scripts/deploy/deploy-plan.ts",
    find: 'export const PHASES = ["assets and content", "pages", "redirects", "files that name pages"] as const;',
    replace: 'export const PHASES = ["pages", "assets and content", "redirects", "files that name pages"] as const;',
    hurts: "on S3, a visitor loading a page during a deploy gets one whose new scripts are not there yet, and no app",
    killer: "hosts/s3.ts",
  },
  {
    id: "s3-stopped-deploy-trusted",
    file: "scripts/deploy/bucket-state.ts",
    find: "recorded !== undefined && !pending.has(key) &&",
    replace: "recorded !== undefined &&",
    hurts: "on S3, after a deploy stopped midway, the next one leaves objects as the stopped one wrote them, not as built",
    killer: "hosts/s3.ts",
  },
  {
    id: "s3-gone-pages-kept",
    file: "scripts/deploy/deploy-plan.ts",
    find: "const deletions = [...bucket.keys()].filter((key) => !built.has(key) && !keep.has(key)).sort();",
    replace:
      "const deletions = [...bucket.keys()].filter((key) => !built.has(key) && !keep.has(key) && key.startsWith(ASSETS_PREFIX)).sort();",
    hurts: "on S3, a page taken off the site still answers 200 to visitors and crawlers",
    killer: "hosts/s3.ts",
  },
  {
    id: "s3-old-assets-deleted-at-once",
    file: "scripts/deploy/deploy-plan.ts",
    find: "const keptDeploys = earlier.slice(0, keepDeploys);",
    replace: "const keptDeploys = earlier.slice(0, 0);",
    hurts: "on S3, a visitor holding a page from before a deploy loses its scripts the moment the deploy ends",
    killer: "hosts/s3.ts",
  },
  {
    id: "cloudfront-hsts-subdomains",
    file: "scripts/build/cdn-headers.ts",
    find: "IncludeSubdomains: hsts[2] !== undefined,",
    replace: "IncludeSubdomains: false,",
    hurts: "behind CloudFront, the site's subdomains may be reached over plain HTTP",
    killer: "cdn-headers.ts",
  },
  // The visitor on a slow or stalled network.
  {
    id: "stalled-photo-late-start",
    file: "src/boot/start-app.ts",
    find: "const AT_THE_LATEST_MS = 3000;",
    replace: "const AT_THE_LATEST_MS = 6000;",
    hurts: "when the photo host stalls, a visitor waits twice as long for the menu and the form to work",
    killer: "e2e/network-faults.ts",
  },
  {
    id: "slow-2g-prefetched",
    file: "src/navigation/prefetch.ts",
    find: "/(^|-)2g$/",
    replace: "/^2g$/",
    hurts: "a visitor on slow 2G pays for pages loaded ahead that they may never open",
    killer: "e2e/prefetch.ts",
  },
];

const TSX = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
/** What a copy of the project needs to build and run its suites (node_modules linked): tests/recipes.ts. */
const PROJECT_FILES = [
  "src",
  "scripts",
  "tests",
  "public",
  "deploy",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "netlify.toml",
  "biome.json",
  ".htmlvalidate.mjs",
];
/** The suites under tests/ itself that need a browser or take minutes (tests/run.ts). */
const SLOW_DIRECT_SUITES = new Set(["browser-launch.ts", "theme.ts", "recipes.ts"]);
/** Suites no change to the site's behaviour can fail, or that copy the project again: never run here. */
const NOT_RUN = new Set(["lint.ts", "typecheck.ts", "recipes.ts", "run.ts"]);
const SUITE_TIMEOUT_MS = 6 * 60_000;

/** Every suite, in the order a mutant falls through them: the quick ones, the slow direct ones, the browser's, the other engines', the hosts'. */
function suiteOrder(): string[] {
  const tests = join(ROOT, "tests");
  const inFolder = (folder: string) =>
    existsSync(join(tests, folder))
      ? readdirSync(join(tests, folder))
          .filter((name) => name.endsWith(".ts"))
          .sort()
          .map((name) => (folder ? `${folder}/${name}` : name))
      : [];
  const direct = inFolder("").filter((name) => !NOT_RUN.has(name));
  return [
    ...direct.filter((name) => !SLOW_DIRECT_SUITES.has(name)),
    ...direct.filter((name) => SLOW_DIRECT_SUITES.has(name)),
    ...["e2e", "engines", "hosts"].flatMap(inFolder),
  ];
}

function occurrences(text: string, find: string): number {
  return text.split(find).length - 1;
}

/** The process group of the build or suite running now, stopped with the run on Ctrl-C. */
let running: number | undefined;
/** The copy of the project, removed with the run. */
let copyDir = "";
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    try {
      if (running) process.kill(-running, "SIGKILL");
    } catch {
      // Already gone.
    }
    if (copyDir) rmSync(copyDir, { recursive: true, force: true });
    process.exit(130);
  });
}

function run(args: string[], cwd: string, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    // In a process group of its own, so that its browsers and servers can be stopped with it.
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, FORCE_COLOR: "0" }, detached: true });
    running = child.pid;
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\nStopped after ${timeoutMs / 1000} s.\n`;
      try {
        // The suite's process group: tsx's child, its browsers and servers.
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      running = undefined;
      resolve({ code, output });
    });
  });
}

/** The first failing test's name and message, from uvu's output. */
function firstFailure(output: string): string {
  const lines = output.split("\n").map((line) => line.trim());
  const at = lines.findIndex((line) => line.startsWith("FAIL"));
  const picked = at >= 0 ? lines.slice(at, at + 3) : lines.filter(Boolean).slice(-3);
  return picked.join(" ").slice(0, 300);
}

interface Outcome {
  mutant: Mutant;
  killedBy?: string;
  why?: string;
  seconds: number;
}

async function check(mutant: Mutant, copy: string, suites: string[]): Promise<Outcome> {
  const started = performance.now();
  const edits = [mutant, ...(mutant.and ? [mutant.and] : [])];
  const originals = edits.map((edit) => readFileSync(join(copy, edit.file), "utf8"));
  for (const edit of edits) {
    const path = join(copy, edit.file);
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace(edit.find, () => edit.replace),
    );
  }
  const seconds = () => Math.round((performance.now() - started) / 1000);
  try {
    const build = await run([TSX, "scripts/build.ts"], copy, SUITE_TIMEOUT_MS);
    if (build.code !== 0) {
      const lines = build.output.trim().split("\n");
      // The build's checks list each problem as "  - <file or path>: <what>"; else its last words.
      const last = (lines.find((line) => /^\s*- /.test(line) || /error/i.test(line)) ?? lines.at(-1) ?? "").trim();
      return { mutant, killedBy: "the build", why: last.slice(0, 300), seconds: seconds() };
    }
    const order = [mutant.killer, ...suites.filter((suite) => suite !== mutant.killer)];
    for (const suite of order) {
      const result = await run([TSX, join("tests", suite)], copy, SUITE_TIMEOUT_MS);
      process.stdout.write(`    ${suite}: ${result.code === 0 ? "passed" : "FAILED"}\n`);
      if (result.code !== 0) return { mutant, killedBy: suite, why: firstFailure(result.output), seconds: seconds() };
    }
    return { mutant, seconds: seconds() };
  } finally {
    for (const [index, edit] of [...edits.entries()].reverse()) writeFileSync(join(copy, edit.file), originals[index] ?? "");
  }
}

function option(name: string): string[] {
  const args = process.argv.slice(2);
  return args.flatMap((arg, index) => (arg === name && args[index + 1] ? [args[index + 1] as string] : []));
}

const only = option("--only");
const unknown = only.filter((id) => !MUTANTS.some((mutant) => mutant.id === id));
if (unknown.length) {
  console.error(`No mutant named ${unknown.join(", ")}. npm run mutants -- --list names them.`);
  process.exit(1);
}
const chosen = only.length ? MUTANTS.filter((mutant) => only.includes(mutant.id)) : MUTANTS;
// --quick: fall through the suites that need no browser only (a survivor may still be caught by a
// browser suite): for a first look while writing a test.
const QUICK_ONLY = process.argv.includes("--quick");
const suites = QUICK_ONLY ? suiteOrder().filter((suite) => !suite.includes("/") && !SLOW_DIRECT_SUITES.has(suite)) : suiteOrder();

// A mutant whose text is not in its file exactly once tests nothing: the list must follow the code.
const stale = chosen.filter((mutant) =>
  [mutant, ...(mutant.and ? [mutant.and] : [])].some((edit) => {
    const path = join(ROOT, edit.file);
    return !existsSync(path) || occurrences(readFileSync(path, "utf8"), edit.find) !== 1;
  }),
);
const badKillers = chosen.filter((mutant) => !suiteOrder().includes(mutant.killer));

if (process.argv.includes("--list")) {
  for (const mutant of MUTANTS) console.log(`${mutant.id.padEnd(34)} ${mutant.killer.padEnd(24)} ${mutant.hurts}`);
  console.log(`${MUTANTS.length} mutants.`);
}
for (const mutant of stale) {
  console.error(`STALE ${mutant.id}: its text is not in ${mutant.file}${mutant.and ? ` or ${mutant.and.file}` : ""} exactly once.`);
}
for (const mutant of badKillers) console.error(`UNKNOWN SUITE ${mutant.id}: tests/${mutant.killer} is not a suite.`);
if (stale.length || badKillers.length) process.exit(1);
if (process.argv.includes("--list")) process.exit(0);

// Without the browsers and hosts, every browser suite would fail and seem to catch each change.
if (!QUICK_ONLY && !ensureSystemPackages()) {
  console.error("The Debian packages the suites need are missing, so no change was tried.");
  process.exit(1);
}

// The copy is not a git work tree: its build and suites are dated by this tree's commit, as npm
// test dates every copy it builds. Without it every suite reading the build's date (the footer's
// year) fails in the copy, and would seem to catch each change.
process.env.SOURCE_DATE_EPOCH ??= sourceDateEpoch(buildDate().date);
const copy = mkdtempSync(join(tmpdir(), "mutants-"));
copyDir = copy;
for (const name of PROJECT_FILES) {
  if (existsSync(join(ROOT, name))) cpSync(join(ROOT, name), join(copy, name), { recursive: true });
}
symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");

const started = performance.now();
const outcomes: Outcome[] = [];
try {
  for (const [index, mutant] of chosen.entries()) {
    console.log(`[${index + 1}/${chosen.length}] ${mutant.id}: ${mutant.file}`);
    const outcome = await check(mutant, copy, suites);
    outcomes.push(outcome);
    if (outcome.killedBy) {
      const note = outcome.killedBy === mutant.killer ? "" : ` (expected ${mutant.killer})`;
      console.log(`  killed by ${outcome.killedBy}${note} in ${outcome.seconds} s: ${outcome.why}`);
    } else {
      console.log(`  SURVIVED every suite in ${outcome.seconds} s: a hole. ${mutant.hurts}.`);
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

const survivors = outcomes.filter((outcome) => !outcome.killedBy);
console.log("\n| mutant | who it hurts | killed by |\n| --- | --- | --- |");
for (const outcome of outcomes) {
  console.log(`| \`${outcome.mutant.id}\` | ${outcome.mutant.hurts} | ${outcome.killedBy ? `\`${outcome.killedBy}\`` : "**SURVIVED**"} |`);
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\n${outcomes.length - survivors.length} killed, ${survivors.length} survived, in ${minutes} min.`);
if (survivors.length) {
  console.log(`HOLES: ${survivors.map((outcome) => outcome.mutant.id).join(", ")}: no suite fails when they break.`);
  process.exitCode = 1;
}
