// The privacy policy and the terms of service: one page kind for both, a document of parts, each
// with its heading (an anchor the contents list links to), under the date it was last changed.
import { Fragment } from "react";
import { styled } from "../styles/styled.ts";
import { LAST_UPDATED, longDate } from "../content/legal.ts";
import type { Block, LegalDocument } from "../content/legal.ts";
import { privacy } from "../content/privacy.ts";
import { terms } from "../content/terms.ts";
import { HeroQuoteCard } from "../components/hero-quote-card.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { Container, Section } from "../components/primitives.tsx";
import { InlineRuns } from "../components/inline-runs.tsx";
import type { HeadSpec } from "../seo/head.ts";
import { color, fontSize, fontWeight, headerHeight, radius, space } from "../styles/theme.ts";

// The contents' links are 24 px tall at least: tap targets of the design brief's size. A flex box,
// whose baseline is its first line's, so that a link over two lines keeps its number beside the first.
const Layout = styled("div")`
  display: grid;
  gap: ${space(8)};
  align-items: start;
  @media (min-width: 960px) { grid-template-columns: 15rem minmax(0, 1fr); gap: ${space(12)}; }
  .contents {
    background: ${color.surfaceAlt};
    border-radius: ${radius};
    padding: ${space(5)} ${space(6)};
  }
  @media (min-width: 960px) { .contents { position: sticky; top: calc(${headerHeight} + ${space(4)}); } }
  .contents h2 { font-size: ${fontSize.lead}; }
  .contents ol { margin: 0; padding-left: ${space(5)}; }
  .contents li { margin-bottom: ${space(2)}; }
  .contents a { display: inline-flex; align-items: center; min-height: 24px; }
  .document { max-width: 72ch; }
  .document h2 { margin-top: ${space(10)}; }
  .document h2:first-child { margin-top: 0; }
  .document ul { padding-left: ${space(5)}; margin: 0 0 ${space(4)}; }
  .document li { margin-bottom: ${space(3)}; }
`;

const Updated = styled("p")`
  color: ${color.muted};
  font-weight: ${fontWeight.bold};
  margin-bottom: ${space(8)};
`;

function headOf(document: LegalDocument): HeadSpec {
  return {
    title: document.title,
    description: document.description,
    jsonLd: (url, ld) => [ld.webPageJsonLd("WebPage", { title: document.title, description: document.description, url })],
  };
}

export const privacyHead = headOf(privacy);
export const termsHead = headOf(terms);

function BlockOf({ block }: { block: Block }) {
  if (Array.isArray(block))
    return (
      <p>
        <InlineRuns runs={block} />
      </p>
    );
  return (
    <ul>
      {block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list's items never move.
        <li key={index}>
          <InlineRuns runs={item} />
        </li>
      ))}
    </ul>
  );
}

function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero label={document.label} heading={document.heading} intro={[document.intro]} aside={<HeroQuoteCard />} />
      <Section data-render-when-near="">
        <Container>
          {LAST_UPDATED && (
            <Updated>
              Last updated: <time dateTime={LAST_UPDATED}>{longDate(LAST_UPDATED)}</time>
            </Updated>
          )}
          <Layout>
            <nav className="contents" aria-labelledby="contents-heading">
              <h2 id="contents-heading">On this page</h2>
              <ol>
                {document.parts.map((part) => (
                  <li key={part.id}>
                    <a href={`#${part.id}`}>{part.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="document">
              {document.parts.map((part) => (
                <Fragment key={part.id}>
                  <h2 id={part.id}>{part.heading}</h2>
                  {part.blocks.map((block, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a part's blocks never move.
                    <BlockOf key={index} block={block} />
                  ))}
                </Fragment>
              ))}
            </div>
          </Layout>
        </Container>
      </Section>
    </>
  );
}

export function PrivacyPage() {
  return <LegalPage document={privacy} />;
}

export function TermsPage() {
  return <LegalPage document={terms} />;
}
