import { apiRequest } from '@alive/api-client';
import type { TrackPageView } from '@alive/contracts';

export const TRACK_PATH = '/api/analytics/track';

/**
 * `POST /api/analytics/track` (docs/product/platform.md, Page tracking). Tracking never disturbs the user: failures are only
 * logged (docs/product/platform.md, Page tracking).
 */
export async function trackPageView(visit: TrackPageView): Promise<void> {
  try {
    await apiRequest('POST', TRACK_PATH, visit);
  } catch (error) {
    console.warn('[analytics] page view not recorded', error);
  }
}
