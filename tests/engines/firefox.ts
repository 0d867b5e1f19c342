// The visitor's main paths in Firefox ESR (Debian's firefox-esr, over WebDriver BiDi).
import { launchFirefox } from "../helpers/engines/firefox.ts";
import { engineSuite } from "../helpers/engines/scenarios.ts";

engineSuite("Firefox ESR", launchFirefox).run();
