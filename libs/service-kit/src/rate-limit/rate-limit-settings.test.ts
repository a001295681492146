import { rateLimitFromEnv } from './rate-limit-settings.ts';

describe('rateLimitFromEnv', () => {
  const fallback = { points: 120, durationSeconds: 60 };

  it('reads <points>/<seconds>', () => {
    expect(rateLimitFromEnv({ TRACK_RATE_LIMIT: '30/10' }, 'TRACK_RATE_LIMIT', fallback)).toEqual({ points: 30, durationSeconds: 10 });
    expect(rateLimitFromEnv({ TRACK_RATE_LIMIT: ' 5 / 900 ' }, 'TRACK_RATE_LIMIT', fallback)).toEqual({ points: 5, durationSeconds: 900 });
  });

  it('falls back when unset or empty', () => {
    expect(rateLimitFromEnv({}, 'TRACK_RATE_LIMIT', fallback)).toBe(fallback);
    expect(rateLimitFromEnv({ TRACK_RATE_LIMIT: '' }, 'TRACK_RATE_LIMIT', fallback)).toBe(fallback);
  });

  it.each(['120', '0/60', '10/0', '-1/60', '1.5/60', 'ten/60', '10/60/2'])('refuses %j naming the variable', (value) => {
    expect(() => rateLimitFromEnv({ TRACK_RATE_LIMIT: value }, 'TRACK_RATE_LIMIT', fallback)).toThrow(/TRACK_RATE_LIMIT must be <points>\/<seconds>/);
  });
});
