/**
 * What each analytics figure counts, said once for every admin screen (docs/product/admin.md, "Decision —
 * one name per figure"). Browsers and people are different things: a browser is one visitor id (one
 * person on a phone and a laptop is two; a person signed out is one too), a person is an account.
 * Figures that count the same thing share a noun, so two screens never show one word for two counts.
 */
export interface FigureDefinition {
  label: string;
  help: string;
}

export const FIGURES = {
  // Website Analytics (page views, by browser)
  browsersLast24h: {
    label: 'Browsers (last 24 hours)',
    help: 'Distinct browsers that viewed a page in the last 24 hours, signed in or not. One person on two devices counts twice.',
  },
  browsersToday: { label: 'Browsers today', help: 'Distinct browsers that viewed a page since midnight UTC.' },
  pageViewsToday: { label: 'Page views today', help: 'Every page shown since midnight UTC, reloads included.' },
  browsersLast7Days: { label: 'Browsers (last 7 days)', help: 'Distinct browsers that viewed a page in the last 7 UTC days, today included.' },
  newAccountsToday: { label: 'New accounts today', help: 'People who signed in for the first time since midnight UTC.' },
  // Engagement (people: signed-in accounts)
  accounts: { label: 'Accounts', help: 'Everyone who has ever signed in.' },
  activePeople: { label: 'Active people (7 days)', help: 'Accounts with a choice, or a page viewed signed in, in the last 7 days.' },
  choices: { label: 'Choices made', help: 'Every answer recorded, ever.' },
  sessionMinutes: { label: 'Avg visit (min)', help: 'Minutes from the first to the last page view of a browser visit, averaged over the last 30 UTC days.' },
} as const satisfies Record<string, FigureDefinition>;

/** Column names of the per-day table and chart (Website Analytics, Trends): the same nouns as the cards. */
export const DAILY_SERIES_LABELS = { pageViews: 'Page views', uniqueVisitors: 'Browsers', newUsers: 'New accounts', choices: 'Choices' } as const;
