import { endpointClient } from '@alive/api-client';
import type { recommendationsEndpoints } from '@alive/contracts';
import { recommendationsRoutes } from '@alive/contracts/routes';

/**
 * Every recommendations call of this remote, typed by the recommendations endpoint table (docs/api.md,
 * Endpoint tables). Query keys follow the paths (`apiQueryKey`): a list is
 * `['/api/personalized-recommendations', category, { limit }]`, so its category's key reaches every limit.
 */
export const recommendationsClient = endpointClient<typeof recommendationsEndpoints>(recommendationsRoutes);
