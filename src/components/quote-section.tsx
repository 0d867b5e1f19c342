// The quote section: a short pitch beside the contact form, on every page but /contact (which has
// its own form) and the not-found page. Mounted by a link from /contact, its heading renders with
// the page, so the section's label is always in the document, and the rest just after the click's
// task, as a band's content does (app.tsx gives it OpenedByLink; opened-by-link.ts).
import { CircleCheck } from "lucide-react";
import { styled } from "../styles/styled.ts";
import { shell } from "../content/shell.ts";
import { color, fontWeight, radius, shadow, space } from "../styles/theme.ts";
import { ContactForm } from "./contact-form.tsx";
import { BandContent } from "./opened-by-link.ts";
import { Container, Lead, Section } from "./primitives.tsx";

const Grid = styled("div")`
  display: grid;
  gap: ${space(8)};
  align-items: start;
  @media (min-width: 960px) { grid-template-columns: 1fr 1.3fr; }
  ul { list-style: none; padding: 0; margin: ${space(6)} 0 0; display: grid; gap: ${space(3)}; }
  li { display: flex; gap: ${space(3)}; align-items: flex-start; font-weight: ${fontWeight.bold}; }
  li svg { flex: none; color: ${color.check}; margin-top: ${space(0.5)}; }
`;

const Card = styled("div")`
  background: ${color.card};
  border: 1px solid ${color.border};
  border-radius: ${radius};
  box-shadow: ${shadow};
  padding: ${space(6)};
`;

export function QuoteSection() {
  return (
    <Section $tone="warm" id="quote" aria-labelledby="quote-heading" data-render-when-near="">
      <Container>
        <Grid>
          <div>
            <h2 id="quote-heading">{shell.quote.heading}</h2>
            <BandContent>
              <Lead>{shell.quote.lead}</Lead>
              <ul>
                {shell.quote.points.map((point) => (
                  <li key={point}>
                    <CircleCheck size={22} aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </BandContent>
          </div>
          <BandContent>
            <Card>
              <ContactForm />
            </Card>
          </BandContent>
        </Grid>
      </Container>
    </Section>
  );
}
