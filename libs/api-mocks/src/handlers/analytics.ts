import { adminEndpoints } from '@alive/contracts';
import { mockApi } from '../mock-endpoint.ts';

/**
 * Admin service's page-view tracking (`trackPageView` → 204), as `adminEndpoints` declares it: the body
 * is checked against its schema (400 otherwise). Use only `trackPageView` here.
 */
export const analyticsApi = mockApi(adminEndpoints);

export function analyticsHandlers() {
  return [analyticsApi.trackPageView(null)];
}
