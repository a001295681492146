import { http } from 'msw';
import { trackPageViewSchema } from '@alive/contracts';
import { isFailure, readBody, respondEmpty, type Failure } from '../reply.ts';

/** Admin service's page-view tracking: `POST /api/analytics/track` → 204. */
export const analyticsApi = {
  track: (reply?: Failure) =>
    http.post(
      '/api/analytics/track',
      respondEmpty(async (request) => {
        if (reply) return reply;
        const body = await readBody(request, trackPageViewSchema);
        return isFailure(body) ? body : undefined;
      }),
    ),
};

export function analyticsHandlers() {
  return [analyticsApi.track()];
}
