import { z } from 'zod';
import { INT4_MAX, int4, int4Id, queryInt, safeText } from './input-rules.ts';
import { learningInsightsRequestSchema, preferenceEvolutionQuerySchema } from './profile.ts';
import { submitChoiceSchema, userPreferencesParamsSchema } from './choices.ts';
import { trackPageViewSchema } from './analytics.ts';

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('int4 / int4Id', () => {
  it('accepts 1..2147483647 as an id and refuses 0, 2^31, fractions, NaN and non-numbers', () => {
    expect(ok(int4Id, 1)).toBe(true);
    expect(ok(int4Id, INT4_MAX)).toBe(true);
    for (const bad of [0, -1, 2 ** 31, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1', null]) expect(ok(int4Id, bad), String(bad)).toBe(false);
  });

  it('takes tighter bounds and refuses bounds that do not fit an int4 column', () => {
    expect(ok(int4({ min: 0, max: 10 }), 0)).toBe(true);
    expect(ok(int4({ min: 0, max: 10 }), 11)).toBe(false);
    expect(() => int4({ max: 2 ** 31 })).toThrow(/int4/);
  });
});

describe('safeText', () => {
  it('refuses NUL anywhere and text past its limit', () => {
    const text = safeText({ max: 5 });
    expect(ok(text, 'hello')).toBe(true);
    expect(ok(text, '')).toBe(true);
    expect(ok(text, 'a\u0000b')).toBe(false);
    expect(ok(text, '\u0000')).toBe(false);
    expect(ok(text, 'toolong')).toBe(false);
    expect(text.safeParse('a\u0000').error?.issues[0]?.message).toBe('must not contain NUL characters');
  });

  it('with trim and min 1 refuses blank text', () => {
    const text = safeText({ min: 1, max: 5, trim: true });
    expect(text.parse('  ab ')).toBe('ab');
    expect(ok(text, '   ')).toBe(false);
  });
});

describe('queryInt', () => {
  const limit = queryInt({ min: 1, max: 10 });

  it('accepts decimal digits within the bounds', () => {
    expect(limit.parse('5')).toBe(5);
    expect(limit.parse('10')).toBe(10);
    expect(limit.parse('05')).toBe(5);
  });

  it.each(['0x5', '1e1', '+5', ' 5', '5 ', '5.0', '-1', '', 'NaN', 'Infinity', '0', '11', '2147483648', '99999999999999999999'])(
    'refuses %j',
    (value) => {
      expect(ok(limit, value)).toBe(false);
    },
  );

  it('refuses a repeated parameter (an array) and non-strings', () => {
    expect(ok(limit, ['1', '2'])).toBe(false);
    expect(ok(limit, 5)).toBe(false);
  });

  it('shows its input as a digit string in JSON Schema (the API documents)', () => {
    expect(z.toJSONSchema(limit, { io: 'input', unrepresentable: 'any' })).toMatchObject({ type: 'string', pattern: '^[0-9]{1,10}$' });
  });
});

describe('request contracts use the input rules', () => {
  it('POST /api/user-choices: choicePairId past int4 is refused', () => {
    expect(ok(submitChoiceSchema, { choicePairId: 2_147_483_648, selectedOption: 'option1', responseTime: 5 })).toBe(false);
    expect(ok(submitChoiceSchema, { choicePairId: INT4_MAX, selectedOption: 'option1', responseTime: 5 })).toBe(true);
  });

  it('evolution limit: digits only, default 5', () => {
    expect(preferenceEvolutionQuerySchema.parse({})).toEqual({ limit: 5 });
    expect(preferenceEvolutionQuerySchema.parse({ limit: '3' })).toEqual({ limit: 3 });
    expect(ok(preferenceEvolutionQuerySchema, { limit: '0x5' })).toBe(false);
    expect(ok(preferenceEvolutionQuerySchema, { limit: '1e1' })).toBe(false);
  });

  it('text fields refuse NUL', () => {
    expect(ok(learningInsightsRequestSchema, { userId: 'u\u0000' })).toBe(false);
    expect(ok(userPreferencesParamsSchema, { userId: '1\u0000' })).toBe(false);
    const view = { visitorId: 'v', sessionId: 's', page: '/' };
    expect(ok(trackPageViewSchema, view)).toBe(true);
    for (const field of ['visitorId', 'sessionId', 'page', 'referrer', 'userAgent']) {
      expect(ok(trackPageViewSchema, { ...view, [field]: 'x\u0000' }), field).toBe(false);
    }
  });
});
