// Copy for the 404 page (a module of its own: the contact page's first load does not carry it).
import { business } from "./business.ts";

interface NotFoundPageContent {
  title: string;
  description: string;
  heading: "Oops! Page not found";
  text: string;
  linkLabel: "Return to Home";
}

export const notFoundPage: NotFoundPageContent = {
  title: "Page Not Found | Bluenose Spray Foam Insulation",
  description: `Sorry, this page doesn't exist or has moved. Head back to the ${business.name} home page for our services, service areas and free quote form.`,
  heading: "Oops! Page not found",
  text: "The page you're looking for doesn't exist or may have moved. Head back to the home page to find our services, service areas and free quote form.",
  linkLabel: "Return to Home",
};
