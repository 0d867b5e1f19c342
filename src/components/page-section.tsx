// A band of a page below its hero: a section with a heading whose id labels it (see
// global-styles.ts for how bands are laid out and painted only when near the screen, and
// band-content.tsx for when their content renders after a link's first paint).
import { useRef } from "react";
import type { ReactNode } from "react";
import { BandContent } from "./band-content.tsx";
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
  const band = useRef<HTMLElement>(null);
  return (
    <Section ref={band} $tone={tone} aria-labelledby={id} data-render-when-near="">
      <Container>
        <SectionHeading id={id} heading={heading} lead={lead} />
        <BandContent band={band}>{children}</BandContent>
      </Container>
    </Section>
  );
}
