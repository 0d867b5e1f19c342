// The two ways to get a quote, side by side wherever the site asks: the quote page and a call.
import { Phone } from "lucide-react";
import { business, telHref } from "../content/business.ts";
import { home } from "../content/home.ts";
import { PATHS } from "../paths.ts";
import { ButtonLink, OutlineAnchor } from "./primitives.tsx";

export function QuoteActions() {
  return (
    <>
      <ButtonLink to={PATHS.contact}>{home.hero.primaryCta}</ButtonLink>
      <OutlineAnchor href={telHref(business.phone)}>
        <Phone size={20} aria-hidden="true" />
        Call {business.phone.display}
      </OutlineAnchor>
    </>
  );
}
