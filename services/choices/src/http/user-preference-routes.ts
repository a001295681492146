import type { choicesEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import { preferencesOf, type ChoiceUseCaseDeps } from '../domain/choice-use-cases.ts';
import { toUserPreference } from './serialize.ts';

/**
 * The product's client always calls `/api/user-preferences/1` (a user id fixed to 1 in the original
 * app), while real user ids are opaque strings from the identity provider. Honouring the path
 * parameter would either return nothing (no user "1") or, worse, let anyone read another person's
 * preferences by guessing ids. The parameter is therefore ignored (though still validated, like any
 * path) and the SIGNED-IN user's list is returned, which is what the screen means; preferences are
 * private, so there is no cross-user read at all (admins use the analytics APIs for aggregates).
 */
export function userPreferenceHandlers(deps: Pick<ChoiceUseCaseDeps, 'prisma'>): Pick<EndpointHandlers<typeof choicesEndpoints>, 'userPreferences'> {
  return {
    userPreferences: async ({ user }) => (await preferencesOf(user.id, deps)).map(toUserPreference),
  };
}
