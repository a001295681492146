import { SEED_PASSWORD } from '../../services/identity/src/accounts.ts';
import { BrowserLikeClient, findForm } from '../../services/auth/src/test-support/browser-like-client.ts';
import { REFRESH_EVERY_CHOICES } from '../../services/recommendations/src/domain/refresh-policy.ts';

/**
 * What the smoke run does through the edge, as a browser would (docs/deploy.md, "Smoke run"): sign in
 * with the real redirect flow, make choices, and see the recommendation list regenerated.
 */

export const SMOKE_ACCOUNT = 'alex@alive.local';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds for its answer, at most `timeoutMs`. */
export async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await sleep(500);
  }
  const detail = lastError instanceof Error ? lastError.message : JSON.stringify(last)?.slice(0, 300);
  throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${detail})`);
}

export class SmokeBrowser {
  readonly browser = new BrowserLikeClient();

  constructor(readonly edgeUrl: string) {}

  async json(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = this.browser.cookieHeader(`${this.edgeUrl}${path}`);
    if (cookie) headers.cookie = cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.edgeUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  /** /api/login → the provider's form → credentials → consent → callback → home. Returns the signed-in e-mail. */
  async signIn(email = SMOKE_ACCOUNT): Promise<string> {
    const login = await this.browser.follow(`${this.edgeUrl}/api/login`);
    if (login.final.status !== 200) throw new Error(`/api/login ended at ${login.final.url} with ${login.final.status}`);
    const form = findForm(login.final.body, /\/login$/);
    if (!form) throw new Error(`no sign-in form at ${login.final.url}`);
    const submitted = await this.browser.follow(new URL(form.action, login.final.url).href, { form: { ...form.hidden, email, password: SEED_PASSWORD } });
    const home = `${this.edgeUrl}/`;
    if (submitted.final.url !== home || submitted.final.status !== 200) {
      const hops = submitted.hops.map((h) => `${h.status} ${h.url}`).join(' → ');
      throw new Error(`sign-in ended at ${submitted.final.url} with ${submitted.final.status} (${hops}): ${submitted.final.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    const user = await this.json('/api/auth/user');
    const signedIn = (user.body as { email?: string } | undefined)?.email;
    if (user.status !== 200 || signedIn !== email) throw new Error(`/api/auth/user answered ${user.status} ${JSON.stringify(user.body)}`);
    return signedIn;
  }

  /** The general list once it is generated and fresh: its generation time. */
  async freshRecommendations(timeoutMs: number, after?: string): Promise<{ generatedAt: string; count: number }> {
    const list = await eventually(
      after ? 'the regenerated recommendation list' : 'the first recommendation list',
      async () => (await this.json('/api/personalized-recommendations/general')).body as { cached: boolean; generatedAt: string | null; recommendations: unknown[] },
      (body) => body.cached && !!body.generatedAt && (!after || Date.parse(body.generatedAt) > Date.parse(after)),
      timeoutMs,
    );
    return { generatedAt: list.generatedAt!, count: list.recommendations.length };
  }

  /** Answers the next pairs, as many as make the recommendations service refresh the person's lists. */
  async makeChoices(count = REFRESH_EVERY_CHOICES): Promise<number[]> {
    const made: number[] = [];
    for (let i = 0; i < count; i++) {
      const next = await this.json('/api/choice-pairs/next');
      const pair = next.body as { id: number } | null;
      if (next.status !== 200 || !pair) throw new Error(`/api/choice-pairs/next answered ${next.status} ${JSON.stringify(next.body)}`);
      const choice = await this.json('/api/user-choices', { method: 'POST', body: { choicePairId: pair.id, selectedOption: 'option1', responseTime: 1200 } });
      if (choice.status !== 201) throw new Error(`POST /api/user-choices answered ${choice.status} ${JSON.stringify(choice.body)}`);
      made.push(pair.id);
    }
    return made;
  }
}
