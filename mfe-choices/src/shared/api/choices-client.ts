import { endpointClient } from '@alive/api-client';
import type { choicesEndpoints, profileEndpoints } from '@alive/contracts';
import { choicesRoutes, profileRoutes } from '@alive/contracts/routes';

/** Every choices call of this remote (docs/product/choices.md), typed by the choices endpoint table. */
export const choicesClient = endpointClient<typeof choicesEndpoints>(choicesRoutes);

/** The one profile call this remote makes: the user's total number of choices (get-happiness-profile.ts). */
export const happinessProfileCall = endpointClient<typeof profileEndpoints>(profileRoutes).happinessProfile;
