let shown: string | null = null;

/** The path the router shows now, so vitals and errors are reported under its route (use-rum-route.ts). */
export function reportRoute(pathname: string): void {
  shown = pathname;
}

/** The path last reported by the router, or the address bar's before its first report. */
export const shownPath = (): string => shown ?? window.location.pathname;
