// The header's view of navigation, through the runtime's public hooks: a menu link follows its
// own current-page mark (aria-current), so a navigation renders only the links whose mark changes,
// not the header; and a callback after each client-side navigation, not on the first render: a
// menu the visitor opened before the app started stays open through hydration, and closes when a
// link is followed.
export { useAfterNavigation, useIsShownPage } from "../../navigation/index.ts";
