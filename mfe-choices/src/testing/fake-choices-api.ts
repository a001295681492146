import { vi } from 'vitest';
import type { ChoicePair, CurrentUser, SubmitChoice, UserChoice } from '@alive/contracts';

/** A canned HTTP answer. `delay` is a promise the response waits for (to hold a request pending). */
export interface FakeResponse {
  status: number;
  body?: unknown;
  wait?: Promise<void>;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

export const signedInUser: CurrentUser = {
  id: 'user-1',
  email: 'alex@alive.local',
  firstName: 'Alex',
  lastName: 'Doe',
  profileImageUrl: null,
  isAdmin: false,
};

export function makePair(id: number, overrides: Partial<ChoicePair> = {}): ChoicePair {
  return {
    id,
    category: 'Travel',
    option1: `Mountain cabin ${id}`,
    option2: `City break ${id}`,
    option1Tags: {
      'travel:Nature': 1,
      'activity:Solo': 0.8,
      'pace:Slow': 0.6,
      'mood:Calm': 0.4,
      'alive:life_engagement:reflective': 1,
    },
    option2Tags: { 'travel:Urban': 1, 'alive:life_engagement:active': 1 },
    ...overrides,
  };
}

export function makeUserChoice(id: number, createdAt: Date, pair: ChoicePair = makePair(100 + id)): UserChoice {
  return {
    id,
    choicePairId: pair.id,
    selectedOption: 'option1',
    responseTime: 1200,
    createdAt: createdAt.toISOString(),
    choicePair: pair,
  };
}

type Handler = (call: RecordedCall) => FakeResponse;

/**
 * An in-memory stand-in for the edge: routes fetch calls by method and path, records every call.
 * Defaults: signed in, an endless supply of fresh pairs, no recent choices, 0 total choices, and
 * POST /api/user-choices answered 201.
 */
export class FakeChoicesApi {
  readonly calls: RecordedCall[] = [];
  user: CurrentUser | null = signedInUser;
  private nextPairId = 1;
  nextPair: Handler = () => ({ status: 200, body: makePair(this.nextPairId++) });
  recent: Handler = () => ({ status: 200, body: [] });
  totalChoices = 0;
  submit: Handler = (call) => ({ status: 201, body: { id: 1, ...(call.body as SubmitChoice) } });

  install(): void {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const method = (init?.method ?? 'GET').toUpperCase();
        const call: RecordedCall = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
        this.calls.push(call);
        const answer = this.route(call);
        if (answer.wait) await answer.wait;
        const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
        return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
      }),
    );
  }

  private route(call: RecordedCall): FakeResponse {
    const path = call.url.split('?')[0];
    if (call.method === 'GET' && path === '/api/auth/user') {
      return this.user ? { status: 200, body: this.user } : { status: 401, body: { message: 'Unauthorized' } };
    }
    if (call.method === 'GET' && path === '/api/choice-pairs/next') return this.nextPair(call);
    if (call.method === 'GET' && path === '/api/user-choices/recent') return this.recent(call);
    if (call.method === 'GET' && path === '/api/happiness-profile') {
      return { status: 200, body: { hasProfile: false, choiceCount: this.totalChoices, dimensions: [] } };
    }
    if (call.method === 'POST' && path === '/api/user-choices') return this.submit(call);
    return { status: 404, body: { message: `no fake for ${call.method} ${call.url}` } };
  }

  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && c.url.split('?')[0] === path);
  }
}

/** A promise plus its resolver, to hold a fake request open until the test lets it go. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
