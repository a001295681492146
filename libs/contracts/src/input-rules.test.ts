import fc from 'fast-check';
import { z } from 'zod';
import { INT4_MAX, int4, int4Id, MISLEADING_TEXT_MESSAGE, queryInt, safeText } from './input-rules.ts';
import { createGroupRequestSchema } from './groups.ts';
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

/** Every character text shown to others must never carry, written out independently of the rule. */
const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).filter((c) => c !== '\u0000');
const C1_AND_DEL = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i));
const BIDI_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const LINE_BREAKS = ['\n', '\r', '\t', '\u2028', '\u2029'];
const ALWAYS_REFUSED = [...C0.filter((c) => !LINE_BREAKS.includes(c)), ...C1_AND_DEL, ...BIDI_CONTROLS];

/** Text people write, right-to-left scripts and their direction marks included. */
const honestText = fc.string({ unit: fc.constantFrom(...'abc XYZ 019 ,.!?-\'"éß漢字🙂שלום مرحبا\u200E\u200F\u061C'), maxLength: 40 });

describe('safeText refuses text that could mislead whoever reads it', () => {
  const line = safeText({ max: 200 });
  const paragraph = safeText({ max: 200, multiline: true });

  it('accepts honest text, right-to-left marks included, on one line and in paragraphs', () => {
    fc.assert(
      fc.property(honestText, (text) => {
        expect(ok(line, text)).toBe(true);
        expect(ok(paragraph, text)).toBe(true);
      }),
    );
  });

  it('refuses a control or direction override anywhere, with one clear message', () => {
    fc.assert(
      fc.property(honestText, fc.constantFrom(...ALWAYS_REFUSED), fc.nat(), (text, bad, at) => {
        const i = at % (text.length + 1);
        const tainted = text.slice(0, i) + bad + text.slice(i);
        for (const schema of [line, paragraph]) {
          const issues = schema.safeParse(tainted).error?.issues ?? [];
          expect(issues.map((issue) => issue.message)).toEqual([MISLEADING_TEXT_MESSAGE]);
        }
      }),
    );
  });

  it('allows line breaks and tabs only in multi-line fields, and a trimmed field is not refused for a trailing one', () => {
    fc.assert(
      fc.property(honestText, honestText, fc.constantFrom(...LINE_BREAKS), (before, after, brk) => {
        const text = `${before}x${brk}x${after}`;
        expect(ok(paragraph, text)).toBe(true);
        expect(ok(line, text)).toBe(false);
      }),
    );
    expect(safeText({ max: 10, trim: true }).parse('name\n')).toBe('name');
  });

  it('holds for a field shown to other people: a group name with an override is a 400, its description may have paragraphs', () => {
    expect(createGroupRequestSchema.safeParse({ name: 'Book club \u202Etxt.exe' }).error?.issues[0]?.message).toBe(MISLEADING_TEXT_MESSAGE);
    expect(createGroupRequestSchema.parse({ name: 'Book club', description: 'Monthly.\nBring snacks.' }).description).toBe('Monthly.\nBring snacks.');
  });
});
