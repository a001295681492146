import { defineEndpointTable } from './endpoint.ts';
import { adminAnalyticsEndpoints } from './admin-analytics.ts';
import { adminContentEndpoints } from './admin-content.ts';
import { adminPairsEndpoints } from './admin-pairs.ts';
import { adminReleasesEndpoints } from './admin-releases.ts';

/**
 * Every admin operation, declared once (docs/api.md, Endpoint tables), in four slices: page views and
 * analytics, the AI and smart pair tools, the content library, and the remotes' releases. The shared
 * pairs' changes are the choices service's (choices-admin-pairs.ts, docs/data-ownership.md).
 */
export const adminEndpoints = defineEndpointTable({
  service: 'admin',
  description:
    "Page-view tracking (public), and for admins: the tag hierarchy, the AI pair tools, the smart engine, analytics, the content library and the remotes' releases (the shared pairs themselves are changed through the choices service).",
  endpoints: { ...adminAnalyticsEndpoints, ...adminPairsEndpoints, ...adminContentEndpoints, ...adminReleasesEndpoints },
});
