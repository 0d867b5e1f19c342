// The first focusable element on every page: jumps past the header to the main content.
import { styled } from "../styles/styled.ts";
import { color, fontWeight, radius, space } from "../styles/theme.ts";

const Anchor = styled("a")`
  position: absolute;
  left: ${space(3)};
  top: -100px;
  z-index: 100;
  padding: ${space(3)} ${space(4)};
  background: ${color.accent};
  color: ${color.onAccent};
  font-weight: ${fontWeight.bold};
  border-radius: ${radius};
  text-decoration: none;
  &:focus { top: ${space(3)}; }
`;

export function SkipLink() {
  return <Anchor href="#main">Skip to main content</Anchor>;
}
