// The route the page is shown at, as the app knows it from the route table: the page's head
// takes its canonical URL and breadcrumb from it. null for the not-found page.
import { createContext } from "react";
import type { PageRouteRef } from "./head.ts";

export const CurrentRoute = createContext<PageRouteRef | null>(null);
