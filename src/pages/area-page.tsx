// One page component for the five service-area pages. Short pages carry the intro, local housing
// and five reasons; Halifax and Dartmouth add their 12 neighbourhoods and applications.
import { MapPin } from "lucide-react";
import { styled } from "../styles/styled.ts";
import type { AreaContent } from "../content/types.ts";
import { HeroQuoteCard } from "../components/hero-quote-card.tsx";
import { PageHero } from "../components/page-hero.tsx";
import type { HeadSpec } from "../seo/head.ts";
import { PageSection } from "../components/page-section.tsx";
import { PointGrid } from "../components/sections.tsx";
import { color, fontWeight, radius, space } from "../styles/theme.ts";

const Neighbourhoods = styled("ul")`
  list-style: none;
  margin: ${space(6)} 0 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    padding: ${space(3)} ${space(4)};
    background: ${color.card};
    border: 1px solid ${color.border};
    border-radius: ${radius};
    font-weight: ${fontWeight.bold};
  }
  svg { color: ${color.navy}; flex: none; }
`;

const Prose = styled("div")`
  max-width: 72ch;
`;

/** An area page's geo tags name its community, not the business's own place. */
export function areaHead(area: AreaContent): HeadSpec {
  return {
    title: area.title,
    description: area.description,
    geo: { placename: area.name, ...area.geo },
    jsonLd: (url, ld) => ld.areaJsonLd(area, url),
  };
}

/** A community's page, from its content (the route table renders it with the page's data). */
export function AreaPage({ content: area }: { content: AreaContent }) {
  return (
    <>
      <PageHero label={area.name} heading={area.heading} intro={area.intro} aside={<HeroQuoteCard />} />
      <PageSection id="local-housing" heading={area.localHousing.heading}>
        <Prose>
          {area.localHousing.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </PageSection>
      {area.neighbourhoods && (
        <PageSection id="neighbourhoods" heading={area.neighbourhoods.heading} lead={area.neighbourhoods.lead} tone="alt">
          <Neighbourhoods>
            {area.neighbourhoods.names.map((name) => (
              <li key={name}>
                <MapPin size={18} aria-hidden="true" />
                {name}
              </li>
            ))}
          </Neighbourhoods>
        </PageSection>
      )}
      {area.applications && (
        <PageSection id="applications" heading={area.applications.heading} lead={area.applications.lead}>
          <PointGrid items={area.applications.items} />
        </PageSection>
      )}
      <PageSection id="reasons" heading={area.reasons.heading} lead={area.reasons.lead} tone={area.kind === "long" ? "alt" : "plain"}>
        <PointGrid items={area.reasons.items} />
      </PageSection>
    </>
  );
}
