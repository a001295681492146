import { endpointClient } from '@alive/api-client';
import type { adminEndpoints, TrackPageView } from '@alive/contracts';
import { adminRoutes } from '@alive/contracts/routes';

export { getSessionId, getVisitorId } from './visitor-ids.ts';

const admin = endpointClient<typeof adminEndpoints>(adminRoutes);

/**
 * The admin service's `trackPageView` (docs/product/platform.md, Page tracking). Tracking never disturbs
 * the user: failures are only logged.
 */
export async function trackPageView(visit: TrackPageView): Promise<void> {
  try {
    await admin.trackPageView({ body: visit });
  } catch (error) {
    console.warn('[analytics] page view not recorded', error);
  }
}
