import { endpointClient } from '@alive/api-client';
import type { adminEndpoints } from '@alive/contracts';
import { adminRoutes } from '@alive/contracts/routes';

/** The Releases screen's calls (docs/product/admin.md, Releases), typed by the admin endpoint table. */
export const releasesClient = endpointClient<typeof adminEndpoints>(adminRoutes);
