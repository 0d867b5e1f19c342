// The not-found page. It logs the missing path, so that a broken link shows up in the console.
import { useEffect } from "react";
import { styled } from "../styles/styled.ts";
import { useLocation } from "react-router-dom";
import { notFoundPage } from "../content/not-found.ts";
import { NOT_FOUND_MARK } from "../lib/not-found-mark.ts";
import { PATHS } from "../paths.ts";
import type { HeadSpec } from "../seo/head.ts";

import { ButtonLink, Container } from "../components/primitives.tsx";
import { color, fontWeight, space } from "../styles/theme.ts";

const Wrapper = styled("section")`
  padding: ${space(20)} 0;
  text-align: center;
  .code { font-size: clamp(4rem, 3rem + 6vw, 7rem); font-weight: ${fontWeight.bold}; color: ${color.muted}; line-height: 1; margin: 0 0 ${space(4)}; }
  p { color: ${color.muted}; max-width: 55ch; margin: 0 auto ${space(8)}; }
`;

/** No canonical and no index: the route gives none (composeHead). */
export const notFoundHead: HeadSpec = { title: notFoundPage.title, description: notFoundPage.description, jsonLd: () => [] };

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Wrapper aria-labelledby="not-found-heading" {...NOT_FOUND_MARK}>
      <Container>
        <p className="code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-heading">{notFoundPage.heading}</h1>
        <p>{notFoundPage.text}</p>
        <ButtonLink to={PATHS.home}>{notFoundPage.linkLabel}</ButtonLink>
      </Container>
    </Wrapper>
  );
}
