// The visitor's main paths in WebKitGTK (Debian's MiniBrowser through WebKitWebDriver, under Xvfb).
import { launchWebKit } from "../helpers/engines/webkit.ts";
import { engineSuite } from "../helpers/engines/scenarios.ts";

engineSuite("WebKitGTK", launchWebKit).run();
