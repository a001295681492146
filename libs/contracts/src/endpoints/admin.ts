import { defineEndpointTable } from './endpoint.ts';
import { adminAnalyticsEndpoints } from './admin-analytics.ts';
import { adminContentEndpoints } from './admin-content.ts';
import { adminPairsEndpoints } from './admin-pairs.ts';
import { adminReleasesEndpoints } from './admin-releases.ts';

/**
 * Every admin operation, declared once (docs/api.md, Endpoint tables), in four slices: page views and
 * analytics, choice pairs with the AI and smart tools, the content library, and the remotes' releases.
 */
export const adminEndpoints = defineEndpointTable({
  service: 'admin',
  description:
    "Page-view tracking (public), and for admins: choice pairs, the tag hierarchy, the AI pair tools, the smart engine, analytics, the content library and the remotes' releases.",
  endpoints: { ...adminAnalyticsEndpoints, ...adminPairsEndpoints, ...adminContentEndpoints, ...adminReleasesEndpoints },
});
