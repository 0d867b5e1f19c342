// The two ways to get a quote, side by side wherever the site asks: the quote page and a call.
import { Phone } from "lucide-react";
import { business, telHref } from "../content/business.ts";
import { shell } from "../content/shell.ts";
import { PATHS } from "../paths.ts";
import { ButtonLink, OutlineAnchor } from "./primitives.tsx";

export function QuoteActions() {
  return (
    <>
      <ButtonLink to={PATHS.contact}>{shell.primaryCta}</ButtonLink>
      <OutlineAnchor href={telHref(business.phone)}>
        <Phone size={20} aria-hidden="true" />
        Call {business.phone.display}
      </OutlineAnchor>
    </>
  );
}
