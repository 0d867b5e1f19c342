// A band of a page below its hero: a section with a heading whose id labels it (see
// global-styles.ts for how bands are laid out and painted only when near the screen).
import type { ReactNode } from "react";
import { Container, Section } from "./primitives.tsx";
import { SectionHeading } from "./sections.tsx";

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
        {children}
      </Container>
    </Section>
  );
}
