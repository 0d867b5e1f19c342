// The call-to-action band on every page: a quote button and the phone link.
import { styled } from "../styles/styled.ts";
import { shell } from "../content/shell.ts";
import { color, fontSize, space } from "../styles/theme.ts";
import { Container, QuoteActions } from "./primitives.tsx";

const Band = styled("section")`
  background: linear-gradient(135deg, ${color.navy} 0%, ${color.navyDeep} 100%);
  color: ${color.onDark};
  padding: ${space(12)} 0;
  text-align: center;
  h2 { color: ${color.onDark}; }
  p { color: ${color.onNavyMuted}; max-width: 60ch; margin: 0 auto ${space(6)}; font-size: ${fontSize.lead}; }
`;

const Actions = styled("div")`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
`;

export function CtaBand() {
  return (
    <Band aria-labelledby="cta-band-heading" data-tone="dark" data-render-when-near="">
      <Container>
        <h2 id="cta-band-heading">{shell.ctaBand.heading}</h2>
        <p>{shell.ctaBand.text}</p>
        <Actions>
          <QuoteActions />
        </Actions>
      </Container>
    </Band>
  );
}
