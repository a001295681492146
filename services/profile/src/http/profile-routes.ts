import Router from '@koa/router';
import { learningInsightsRequestSchema, preferenceEvolutionQuerySchema } from '@alive/contracts';
import { parseBody, parseQuery, requireUser, signedInUser } from '@alive/service-kit';
import {
  getHappinessProfile,
  getHappinessTypes,
  getPersonalityInsights,
  getPreferenceEvolution,
  getProfileCompletion,
  type PersonalityInsightsDeps,
} from '../domain/profile-use-cases.ts';
import { getLearningInsights, type LearningInsightsDeps } from '../domain/get-learning-insights.ts';

export type ProfileRouteDeps = PersonalityInsightsDeps & LearningInsightsDeps;

/** Thin routes: authenticate, validate, call one use case, send its result. Every route needs a user. */
export function profileRoutes(deps: ProfileRouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(requireUser);

  router.get('/happiness-profile', async (ctx) => {
    ctx.body = await getHappinessProfile(signedInUser(ctx).id, deps);
  });

  router.get('/happiness-profile/completion', async (ctx) => {
    ctx.body = await getProfileCompletion(signedInUser(ctx).id, deps);
  });

  router.get('/happiness-profile/evolution', async (ctx) => {
    const { limit } = parseQuery(ctx, preferenceEvolutionQuerySchema);
    ctx.body = await getPreferenceEvolution(signedInUser(ctx).id, limit, deps);
  });

  router.get('/personality-insights', async (ctx) => {
    ctx.body = await getPersonalityInsights(signedInUser(ctx).id, deps);
  });

  router.get('/happiness-types', async (ctx) => {
    ctx.body = getHappinessTypes();
  });

  router.post('/learning-insights', async (ctx) => {
    const request = parseBody(ctx, learningInsightsRequestSchema);
    ctx.body = await getLearningInsights(request, signedInUser(ctx), deps);
  });

  return router;
}
