// The facts page (FAQs in the menu): foam types, the R-value table, density, safety, the
// six-step process and the questions and answers that the FAQPage structured data mirrors.
import { styled } from "../styles/styled.ts";
import { rValues } from "../content/business.ts";
import { facts } from "../content/facts.ts";
import { HeroQuoteCard } from "../components/hero-quote-card.tsx";
import { PageHero } from "../components/page-hero.tsx";
import type { HeadSpec } from "../seo/head.ts";
import { PageSection } from "../components/page-section.tsx";
import { DataTable, PointGrid, ProcessList } from "../components/sections.tsx";
import { color, radius, space } from "../styles/theme.ts";

const Types = styled("div")`
  display: grid;
  gap: ${space(5)};
  margin-top: ${space(8)};
  @media (min-width: 760px) { grid-template-columns: 1fr 1fr; }
  section { background: ${color.card}; border: 1px solid ${color.border}; border-radius: ${radius}; padding: ${space(6)}; }
  ul { margin: ${space(3)} 0 0; padding-left: ${space(5)}; }
`;

const Faq = styled("div")`
  margin-top: ${space(6)};
  display: grid;
  gap: ${space(4)};
  max-width: 80ch;
  section { background: ${color.card}; border: 1px solid ${color.border}; border-radius: ${radius}; padding: ${space(5)} ${space(6)}; }
  h3 { margin-bottom: ${space(2)}; }
  p { margin: 0; }
`;

const Prose = styled("p")`
  max-width: 72ch;
`;

const R_VALUE_TABLE = {
  caption: facts.rValue.caption,
  columns: ["Material", "R-value per inch"],
  rows: rValues.map((row) => ({ header: row.material, cells: [row.perInch] })),
};

/** The facts article's publication dates, for its Article structured data. */
const FACTS_PUBLISHED = "2024-03-04";
const FACTS_MODIFIED = "2026-10-15";

export const factsHead: HeadSpec = {
  title: facts.title,
  description: facts.description,
  ogType: "article",
  jsonLd: (url, ld) => [
    ld.articleJsonLd({
      headline: facts.heading,
      description: facts.description,
      url,
      datePublished: FACTS_PUBLISHED,
      dateModified: FACTS_MODIFIED,
    }),
    ld.faqJsonLd(facts.faq.items, url),
  ],
};

export function FactsPage() {
  return (
    <>
      <PageHero label="FAQs" heading={facts.heading} intro={[facts.intro]} aside={<HeroQuoteCard />} />
      <PageSection id="types" heading={facts.types.heading} lead={facts.types.lead}>
        <Types>
          {facts.types.items.map((type) => (
            <section key={type.name}>
              <h3>{type.name}</h3>
              <p>{type.summary}</p>
              <ul>
                {type.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
        </Types>
      </PageSection>
      <PageSection id="r-value" heading={facts.rValue.heading} lead={facts.rValue.lead} tone="alt">
        <DataTable table={{ ...R_VALUE_TABLE, note: facts.rValue.note }} />
      </PageSection>
      <PageSection id="density" heading={facts.density.heading}>
        <Prose>{facts.density.text}</Prose>
      </PageSection>
      <PageSection id="safety" heading={facts.safety.heading} lead={facts.safety.lead} tone="alt">
        <PointGrid items={facts.safety.items} />
      </PageSection>
      <PageSection id="process" heading={facts.process.heading} lead={facts.process.lead}>
        <ProcessList items={facts.process.items} />
      </PageSection>
      <PageSection id="faq" heading={facts.faq.heading} tone="alt">
        <Faq>
          {facts.faq.items.map((item) => (
            <section key={item.question}>
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </section>
          ))}
        </Faq>
      </PageSection>
    </>
  );
}
