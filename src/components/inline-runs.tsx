// Text with links in it, from content written as runs (src/content/legal.ts): the site's own
// paths as site links, e-mail, phone and other sites' addresses as plain ones.
import type { Inline } from "../content/legal.ts";
import { SiteLink } from "./site-link.tsx";

export function InlineRuns({ runs }: { runs: readonly Inline[] }) {
  return runs.map((run, index) =>
    typeof run === "string" ? (
      run
    ) : run.href.startsWith("/") ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's runs never move.
      <SiteLink key={index} to={run.href}>
        {run.text}
      </SiteLink>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's runs never move.
      <a key={index} href={run.href} rel={run.href.startsWith("https:") ? "noopener noreferrer" : undefined}>
        {run.text}
      </a>
    ),
  );
}
