import { endpointClient } from '@alive/api-client';
import type { profileEndpoints } from '@alive/contracts';
import { profileRoutes } from '@alive/contracts/routes';

/**
 * Every profile-service call of this remote (docs/product/profile.md, API), typed by the profile endpoint
 * table. Query keys follow the paths (`['/api/happiness-profile', 'completion']`, docs/product/platform.md,
 * Shared call behaviour).
 */
export const profileClient = endpointClient<typeof profileEndpoints>(profileRoutes);
