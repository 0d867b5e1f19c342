// The words the specification fixes for a visitor to read, copied from it (SPEC.md: "States and
// transitions", "Routes" and "Error catalogue"), so that the tests compare the site with the
// spec and not with the site's own copy of them (src/content/contact-form.ts, pages.ts): a typo
// there fails here.

/** The contact form's button while submitting. */
export const SENDING = "Sending...";
/** The contact form's button when idle: the site's wording (the spec names the button, not its text). */
export const SEND_MESSAGE = "Send Message";
/** The success toast. */
export const SUCCESS_TOAST = "Thank you! Your message has been sent successfully.";
/** The error toast, for an answer that is not ok or a network failure. */
export const ERROR_TOAST = "There was an error sending your message. Please try again.";
/** The not-found page's heading and its link home. */
export const NOT_FOUND_HEADING = "Oops! Page not found";
export const RETURN_TO_HOME = "Return to Home";
/** The heading of the fallback shown on a routing failure. */
export const ROUTING_FAILURE_HEADING = "Unexpected Application Error!";
/** What the entry throws when the page has no root element. */
export const NO_ROOT_ELEMENT = "Root element not found";
