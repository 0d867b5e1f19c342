// The logo: a simple house-and-wave mark beside the company's short name, linking home.
import { styled } from "../styles/styled.ts";
import { SiteLink } from "./site-link.tsx";
import { PATHS } from "../paths.ts";
import { color, fontSize, fontWeight, narrowMedia, space } from "../styles/theme.ts";

const Home = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  color: ${color.onDark};
  text-decoration: none;
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.body};
  line-height: 1.15;
  &:hover { text-decoration: none; }
  svg { flex: none; }
  small { display: block; font-size: ${fontSize.small}; font-weight: ${fontWeight.regular}; color: ${color.onNavyMuted}; }
  ${narrowMedia} { small { display: none; } }
`;

export function Logo() {
  return (
    <Home to={PATHS.home}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill={color.accent} />
        <path d="M8 19 20 9l12 10v13H8z" fill={color.navy} />
        <path d="M12 26c2.7-2.4 5.3-2.4 8 0s5.3 2.4 8 0" stroke={color.accent} strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <span>
        Bluenose <small>Spray Foam Insulation</small>
      </span>
    </Home>
  );
}
