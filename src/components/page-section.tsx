// A band of a page below its hero: a section with a heading whose id labels it (see
// global-styles.ts for how bands render on a full load, navigation/first-screen.ts after a navigation).
import { useRef } from "react";
import type { ReactNode } from "react";
import { useBandContent } from "../navigation/first-screen.ts";
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
  const sectionRef = useRef<HTMLElement>(null);
  const rendered = useBandContent(sectionRef);
  return (
    <Section ref={sectionRef} $tone={tone} aria-labelledby={id} data-render-when-near="">
      <Container>
        {rendered && (
          <>
            <SectionHeading id={id} heading={heading} lead={lead} />
            {children}
          </>
        )}
      </Container>
    </Section>
  );
}
