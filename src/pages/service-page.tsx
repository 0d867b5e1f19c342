// One page component for the six service pages: heading and intro, the foam comparison and/or
// applications, the comparison table where the spec names one, benefits and the process.
import { styled } from "../styles/styled.ts";
import type { ServiceContent } from "../content/types.ts";
import type { FoamComparison } from "../content/types.ts";
import { HeroQuoteCard } from "../components/hero-quote-card.tsx";
import { PageHero } from "../components/page-hero.tsx";
import type { HeadSpec } from "../seo/head.ts";
import { PageSection } from "../components/page-section.tsx";
import { BenefitGrid, DataTable, PointGrid, ProcessList } from "../components/sections.tsx";
import { color, radius, space } from "../styles/theme.ts";

const FoamColumns = styled("div")`
  display: grid;
  gap: ${space(5)};
  margin-top: ${space(8)};
  @media (min-width: 760px) { grid-template-columns: 1fr 1fr; }
  section {
    background: ${color.card};
    border: 1px solid ${color.border};
    border-top: 5px solid ${color.navy};
    border-radius: ${radius};
    padding: ${space(6)};
  }
  section + section { border-top-color: ${color.accent}; }
  ul { margin: ${space(4)} 0 0; padding-left: ${space(5)}; }
  li { margin-bottom: ${space(2)}; }
`;

function FoamCompare({ comparison }: { comparison: FoamComparison }) {
  return (
    <FoamColumns>
      {[comparison.openCell, comparison.closedCell].map((foam) => (
        <section key={foam.title}>
          <h3>{foam.title}</h3>
          <p>{foam.summary}</p>
          <ul>
            {foam.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
    </FoamColumns>
  );
}

export function serviceHead(service: ServiceContent): HeadSpec {
  return { title: service.title, description: service.description, jsonLd: (url, ld) => [ld.serviceJsonLd(service, url)] };
}

/** A service's page, from its content (the route table renders it with the page's data). */
export function ServicePage({ content: service }: { content: ServiceContent }) {
  const { foamComparison, applications, table } = service;
  return (
    <>
      <PageHero label={service.name} heading={service.heading} intro={service.intro} aside={<HeroQuoteCard />} />
      {foamComparison && (
        <PageSection id="foam-comparison" heading={foamComparison.heading} lead={foamComparison.lead}>
          <FoamCompare comparison={foamComparison} />
        </PageSection>
      )}
      {applications && (
        <PageSection id="applications" heading={applications.heading} lead={applications.lead} tone={foamComparison ? "alt" : "plain"}>
          <PointGrid items={applications.items} />
        </PageSection>
      )}
      {table && (
        <PageSection id="comparison-table" heading={table.caption}>
          <DataTable table={table} hideCaption />
        </PageSection>
      )}
      <PageSection id="benefits" heading={service.benefits.heading} tone="alt">
        <BenefitGrid items={service.benefits.items} />
      </PageSection>
      <PageSection id="process" heading={service.process.heading} lead={service.process.lead}>
        <ProcessList items={service.process.items} />
      </PageSection>
    </>
  );
}
