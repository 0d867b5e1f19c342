// Links to the business's social networks, as a list the caller styles.
import { business } from "../content/business.ts";

export function SocialLinkItems() {
  return business.social.map((network) => (
    <li key={network.name}>
      <a href={network.url} rel="noopener noreferrer">
        {network.name}
      </a>
    </li>
  ));
}
