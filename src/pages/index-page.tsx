// One page of a kind's index: every service or community, a hundred at a time, as plain links
// in a list, with links to the index's other pages. It exists once a kind has more pages than
// every page names (menu-catalog.ts), so every page of the site stays one link from an index.
import { styled } from "../styles/styled.ts";
import { INDEX_COPY } from "../content/index-pages.ts";
import { INDEX_PAGE_SIZE } from "../content/menu-catalog.ts";
import type { IndexContent } from "../content/types.ts";
import { HeroQuoteCard } from "../components/hero-quote-card.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { areaPath, indexPath, servicePath } from "../paths.ts";
import type { HeadSpec } from "../seo/head.ts";
import { color, fontWeight, radius, space } from "../styles/theme.ts";

const Entries = styled("ul")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(2)} ${space(6)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  a { display: inline-block; padding: ${space(2)} 0; font-weight: ${fontWeight.bold}; }
`;

const Pager = styled("nav")`
  margin-top: ${space(8)};
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; align-items: center; gap: ${space(3)}; }
  a, [aria-current] { display: inline-block; padding: ${space(2)} ${space(4)}; border: 1px solid ${color.border}; border-radius: ${radius}; }
  [aria-current] { font-weight: ${fontWeight.bold}; }
`;

function pageTitle(content: IndexContent): string {
  const copy = INDEX_COPY[content.kind];
  return content.page === 1 ? copy.title : copy.laterTitle(content.page, content.pages);
}

export function indexHead(content: IndexContent): HeadSpec {
  const first = content.entries[0]?.name ?? "";
  const last = content.entries.at(-1)?.name ?? "";
  const title = pageTitle(content);
  const description = INDEX_COPY[content.kind].description(first, last);
  return { title, description, jsonLd: (url, ld) => [ld.webPageJsonLd("CollectionPage", { title, description, url })] };
}

/** The index's pages around this one: first, previous, this, next, last. */
function pagerPages(content: IndexContent): number[] {
  const around = [1, content.page - 1, content.page, content.page + 1, content.pages];
  return [...new Set(around.filter((page) => page >= 1 && page <= content.pages))].sort((a, b) => a - b);
}

export function IndexPage({ content }: { content: IndexContent }) {
  const copy = INDEX_COPY[content.kind];
  const pathOf = content.kind === "services" ? servicePath : areaPath;
  const from = (content.page - 1) * INDEX_PAGE_SIZE + 1;
  const label =
    content.pages > 1 ? `${copy.listLabel} ${from} to ${from + content.entries.length - 1} of ${content.total}` : copy.listLabel;
  return (
    <>
      <PageHero label={copy.heading} heading={copy.heading} intro={[copy.intro]} aside={<HeroQuoteCard />} />
      <PageSection id="index" heading={label}>
        <Entries>
          {content.entries.map((entry) => (
            <li key={entry.slug}>
              <SiteLink to={pathOf(entry.slug)}>{entry.name}</SiteLink>
            </li>
          ))}
        </Entries>
        {content.pages > 1 && (
          <Pager aria-label={`Pages of ${copy.listLabel.toLowerCase()}`}>
            <ul>
              {pagerPages(content).map((page) => (
                <li key={page}>
                  {page === content.page ? (
                    <span aria-current="page">Page {page}</span>
                  ) : (
                    <SiteLink to={indexPath(content.kind, page)}>Page {page}</SiteLink>
                  )}
                </li>
              ))}
            </ul>
          </Pager>
        )}
      </PageSection>
    </>
  );
}
