import { randomUUID } from 'node:crypto';
import type { ChoicePair, PrismaClient } from '@alive/db';
import { applyChoice, EMPTY_SCORING_STATE, type ScoringState, type SelectedOption } from '@alive/domain';
import { createTestUser } from '@alive/db/testing';
import { createInProcessBus, type EventBus } from '@alive/events';
import { createLogger, loadServiceConfig, type ServiceConfig } from '@alive/service-kit';
import { sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createRecommendationsService } from '../app.ts';
import { createRecommendationsRuntime, type RecommendationsRuntime, type RecommendationsRuntimeDeps } from '../runtime.ts';
import type { PersonalizedEngine } from '../generation/personalized-engine.ts';
import type { RecommendationSettings } from '../settings.ts';

/** Test data written the way its owners write it: catalogue rows as the seed does, taste as choices does. */

export const testConfig: ServiceConfig = loadServiceConfig({ SESSION_KEYS: 'recs-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

export interface TestItemInput {
  category: string;
  title: string;
  tags: Record<string, number>;
  slug?: string;
  leanings?: Partial<Record<'primaryDriveScore' | 'happinessOrientationScore' | 'lifeEngagementScore' | 'valueInvestmentScore' | 'locusControlScore', number>>;
  isActive?: boolean;
  links?: { url: string; text: string }[];
}

/** Catalogue items with unique slugs (`<category>-<title>-<random>`); returns the slugs in input order. */
export async function createCatalogueItems(prisma: PrismaClient, items: readonly TestItemInput[]): Promise<string[]> {
  const slugs: string[] = [];
  for (const item of items) {
    const slug = item.slug ?? `${item.category}-${item.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`;
    await prisma.recommendationItem.create({
      data: {
        slug,
        category: item.category,
        title: item.title,
        description: `About ${item.title}.`,
        tags: item.tags,
        ...item.leanings,
        timeCommitment: '2-3 hours',
        estimatedCost: '$',
        location: item.category === 'travel' ? 'Porto' : null,
        year: item.category === 'movies' ? 2001 : null,
        streamingPlatforms: item.category === 'movies' ? ['Netflix'] : [],
        links: item.links ?? [{ url: `https://example.test/${slug}`, text: 'More' }],
        isActive: item.isActive ?? true,
      },
    });
    slugs.push(slug);
  }
  return slugs;
}

/** Preference scores as the choices service stores them (tag → 0..1). */
export async function setPreferences(prisma: PrismaClient, userId: string, scores: Record<string, number>): Promise<void> {
  for (const [tagName, score] of Object.entries(scores)) {
    await prisma.userPreference.upsert({
      where: { userId_tagName: { userId, tagName } },
      create: { userId, tagName, score, choiceCount: 3 },
      update: { score },
    });
  }
}

export interface TestService {
  server: TestServer;
  runtime: RecommendationsRuntime;
  bus: EventBus;
  close(): Promise<void>;
}

/** One replica: its own runtime (generation runner) and HTTP server on the given database. */
export async function startTestService(
  prisma: PrismaClient,
  opts: { settings?: Partial<RecommendationSettings>; personalizedEngine?: PersonalizedEngine; work?: RecommendationsRuntimeDeps['work'] } = {},
): Promise<TestService> {
  const bus = createInProcessBus();
  const runtime = createRecommendationsRuntime({
    prisma,
    logger: silentTestLogger(),
    settings: opts.settings,
    personalizedEngine: opts.personalizedEngine,
    work: opts.work,
  });
  const server = await startTestServer(createRecommendationsService({ prisma, config: testConfig, bus, runtime }));
  return {
    server,
    runtime,
    bus,
    async close() {
      await server.close();
      await runtime.generations.stop();
      await bus.close();
    },
  };
}

export const silentTestLogger = () => createLogger({ name: 'recommendations-test', level: 'silent' });

export interface SignedInUser {
  id: string;
  cookie: string;
}

export async function signedInUser(prisma: PrismaClient, { isAdmin = false }: { isAdmin?: boolean } = {}): Promise<SignedInUser> {
  const user = await createTestUser(prisma, { isAdmin });
  return { id: user.id, cookie: await sessionCookieFor(prisma, user.id, testConfig) };
}

/** JSON request helpers bound to one server. */
export function client(server: TestServer) {
  return {
    get: (path: string, cookie?: string) => fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} }),
    delete: (path: string, cookie?: string) => fetch(`${server.url}${path}`, { method: 'DELETE', headers: cookie ? { cookie } : {} }),
    post: (path: string, body: unknown, cookie?: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
  };
}

/**
 * Records choices as the choices service does: one user_choices row per pair, and the preference
 * scores and dimension evidence `applyChoice` produces (replacing what the person had).
 */
export async function recordChoices(
  prisma: PrismaClient,
  userId: string,
  picks: readonly { pair: ChoicePair; selectedOption: SelectedOption }[],
): Promise<ScoringState> {
  let state: ScoringState = EMPTY_SCORING_STATE;
  const earlier = await prisma.userChoice.findMany({ where: { userId }, orderBy: { id: 'asc' }, include: { choicePair: true } });
  for (const choice of earlier) state = applyChoice(state, choice.choicePair, choice.selectedOption);
  for (const { pair, selectedOption } of picks) {
    state = applyChoice(state, pair, selectedOption);
    await prisma.userChoice.create({ data: { userId, choicePairId: pair.id, selectedOption, responseTime: 1200 } });
  }
  await prisma.userPreference.deleteMany({ where: { userId } });
  await prisma.dimensionEvidence.deleteMany({ where: { userId } });
  for (const [tagName, { score, choiceCount }] of Object.entries(state.preferences)) {
    await prisma.userPreference.create({ data: { userId, tagName, score, choiceCount } });
  }
  for (const [dimension, evidence] of Object.entries(state.dimensions)) {
    await prisma.dimensionEvidence.create({ data: { userId, dimension, ...evidence! } });
  }
  return state;
}
