// A band of a page below its hero: a section with a heading whose id labels it (see
// global-styles.ts for how bands are laid out and painted only when near the screen). On a page a
// link opens at its top, the band's content renders just after the click's task, in a render of
// its own that React starts at once and may pause for the browser's paint (BandContent, in
// opened-by-link.ts): the click renders the hero and the bands' headings, not the whole page
// (docs/decisions.md, "A tap renders the first screen…"). Everywhere else it renders with the
// page: on the server, at hydration, for back and forward, and for a link to an anchor (content
// filling in above it would push it down where the browser does not anchor the scroll, as WebKit).
import type { ReactNode } from "react";
import { Container, Section } from "./primitives.tsx";
import { SectionHeading } from "./sections.tsx";
import { BandContent } from "./opened-by-link.ts";

export function PageSection({
  id,
  heading,
  lead,
  tone,
  children,
}: {
  id: string;
  heading: string;
  lead?: string;
  tone?: "plain" | "alt";
  children?: ReactNode;
}) {
  return (
    <Section $tone={tone} aria-labelledby={id} data-render-when-near="">
      <Container>
        <SectionHeading id={id} heading={heading} lead={lead} />
        <BandContent>{children}</BandContent>
      </Container>
    </Section>
  );
}
