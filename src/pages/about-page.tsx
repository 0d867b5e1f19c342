// About: the company's story, mission, values and its three certifications.
import { styled } from "../styles/styled.ts";
import { about } from "../content/about.ts";
import { HeroQuoteCard } from "../components/hero-quote-card.tsx";
import { PageHero } from "../components/page-hero.tsx";
import type { HeadSpec } from "../seo/head.ts";
import { PageSection } from "../components/page-section.tsx";
import { BenefitGrid, PointGrid } from "../components/sections.tsx";

const Prose = styled("div")`
  max-width: 72ch;
`;

export const aboutHead: HeadSpec = {
  title: about.title,
  description: about.description,
  jsonLd: (url, ld) => [ld.webPageJsonLd("AboutPage", { title: about.title, description: about.description, url })],
};

export function AboutPage() {
  return (
    <>
      <PageHero label="About Us" heading={about.heading} intro={[about.description]} aside={<HeroQuoteCard />} />
      <PageSection id="story" heading={about.story.heading}>
        <Prose>
          {about.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </PageSection>
      <PageSection id="mission" heading={about.mission.heading} tone="alt">
        <Prose>
          <p>{about.mission.text}</p>
        </Prose>
      </PageSection>
      <PageSection id="values" heading={about.values.heading}>
        <PointGrid items={about.values.items} />
      </PageSection>
      <PageSection id="certifications" heading={about.certifications.heading} lead={about.certifications.lead} tone="alt">
        <BenefitGrid items={about.certifications.items} />
      </PageSection>
    </>
  );
}
