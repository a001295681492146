import fc from 'fast-check';
import { z } from 'zod';
import { INT4_MAX, int4, int4Id, MISLEADING_TEXT_MESSAGE, queryInt, safeText, shownNameOrNull, visibleCharacterMessage } from './input-rules.ts';
import { createGroupRequestSchema, renameGroupRequestSchema } from './groups.ts';
import { learningInsightsRequestSchema, preferenceEvolutionQuerySchema } from './profile.ts';
import { personalChoicePairRequestSchema, submitChoiceSchema, userPreferencesParamsSchema } from './choices.ts';
import { trackPageViewSchema } from './analytics.ts';
import { adminChoicePairRequestSchema, adminChoicePairUpdateSchema, smartAddRequestSchema, smartEvaluateRequestSchema } from './admin-pairs.ts';
import { bulkContentItemSchema, contentClassificationRequestSchema, contentGenerateRequestSchema } from './admin-content.ts';
import { RemoteRoute } from './remote-routes.ts';

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

/** The four names of issue 43 that used to be created, and more of the same kind. */
const INVISIBLE_NAMES = ['\u200B', '\u3164', '\u2800', '\u200F', ' \u200B\u200C\u200D ', '\u115F\u1160\uFFA0', '\u0301', '\uFE0F', '\u{E0041}\u{E007F}', '\u00AD\u2060\uFEFF'];
const VISIBLE_NAMES = ['Book club', '🙂', '読書会', 'שלום\u200F עולם', 'Cafe\u0301', '\u200BHikers\u200B'];

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('safeText with a label: names and titles need a visible character', () => {
  const name = safeText({ min: 1, max: 80, trim: true, label: 'Name' });

  it.each(INVISIBLE_NAMES)('refuses %j with one message saying what is wrong', (text) => {
    expect(messagesOf(name, text)).toEqual(['Name must contain a visible character']);
  });

  it.each(VISIBLE_NAMES)('accepts %j', (text) => {
    expect(ok(name, text)).toBe(true);
  });

  it('leaves blank text to `min` and gives one reason per problem', () => {
    expect(messagesOf(name, '   ')).toEqual(['must not be empty']);
    // An override alone is refused for what it is, not again for showing nothing.
    expect(messagesOf(name, '\u202E')).toEqual([MISLEADING_TEXT_MESSAGE]);
    expect(messagesOf(name, '\u0000')).toEqual(['must not contain NUL characters']);
    // An optional name may be blank; with text it needs a visible character.
    const optional = safeText({ max: 80, trim: true, label: 'Genre' });
    expect(ok(optional, '')).toBe(true);
    expect(messagesOf(optional, '\u3164')).toEqual(['Genre must contain a visible character']);
  });

  it('applies to no other text: a free-text field may hold what it likes', () => {
    expect(ok(safeText({ max: 80 }), '\u200B')).toBe(true);
  });
});

describe('every name and title of a request contract needs a visible character', () => {
  const pair = { option1: 'Tea', option2: 'Coffee', category: 'Food', option1Tags: { 'drink:Tea': 1 }, option2Tags: { 'drink:Coffee': 1 } };
  const content = { title: 'Dune', contentType: 'book' };
  /** [what, schema, a valid body, the body with `text` in the field]. */
  const fields: [string, z.ZodType, unknown, (text: string) => unknown, string][] = [
    ['group name (create)', createGroupRequestSchema, { name: 'Hikers' }, (name) => ({ name }), 'Group name'],
    ['group name (rename)', renameGroupRequestSchema, { name: 'Hikers' }, (name) => ({ name }), 'Group name'],
    ['personal pair option', personalChoicePairRequestSchema, pair, (option1) => ({ ...pair, option1 }), 'Option'],
    ['admin pair option', adminChoicePairRequestSchema, pair, (option2) => ({ ...pair, option2 }), 'Option'],
    ['admin pair option (update)', adminChoicePairUpdateSchema, { option1: 'Tea' }, (option1) => ({ option1 }), 'Option'],
    ['evaluated pair option', smartEvaluateRequestSchema, { choicePair: { optionA: 'Tea', optionB: 'Coffee' } }, (optionA) => ({ choicePair: { optionA, optionB: 'Coffee' } }), 'Option'],
    ['added smart pair option', smartAddRequestSchema, { pairs: [{ optionA: 'Tea', optionB: 'Coffee', category: 'Food' }] }, (optionB) => ({ pairs: [{ optionA: 'Tea', optionB, category: 'Food' }] }), 'Option'],
    ['added smart pair category', smartAddRequestSchema, { pairs: [{ optionA: 'Tea', optionB: 'Coffee', category: 'Food' }] }, (category) => ({ pairs: [{ optionA: 'Tea', optionB: 'Coffee', category }] }), 'Category'],
    ['content title', contentClassificationRequestSchema, content, (title) => ({ ...content, title }), 'Title'],
    ['content author', contentClassificationRequestSchema, { ...content, author: 'Frank Herbert' }, (author) => ({ ...content, author }), 'Author'],
    ['content tag', contentClassificationRequestSchema, { ...content, tags: ['classic'] }, (tag) => ({ ...content, tags: ['classic', tag] }), 'Tag'],
    ['generated content title', contentGenerateRequestSchema, content, (title) => ({ ...content, title }), 'Title'],
    ['bulk content director', bulkContentItemSchema, { ...content, director: 'Villeneuve' }, (director) => ({ ...content, director }), 'Director'],
    ['screen title', RemoteRoute, { path: '/groups', module: './GroupsScreen', title: 'Groups' }, (title) => ({ path: '/groups', module: './GroupsScreen', title }), 'Title'],
  ];

  it.each(fields)('%s', (_what, schema, valid, withText, label) => {
    expect(schema.safeParse(valid).error).toBeUndefined();
    for (const text of INVISIBLE_NAMES) expect(messagesOf(schema, withText(text)), JSON.stringify(text)).toEqual([visibleCharacterMessage(label)]);
    for (const text of VISIBLE_NAMES) expect(ok(schema, withText(text)), JSON.stringify(text)).toBe(true);
  });
});

describe('shownNameOrNull: a name from elsewhere, cleaned', () => {
  it('keeps visible names, drops what misleads, and is null when nothing visible is left', () => {
    expect(shownNameOrNull(' Maya\u202E ')).toBe('Maya');
    expect(shownNameOrNull('שלום\u200F')).toBe('שלום\u200F');
    for (const text of INVISIBLE_NAMES) expect(shownNameOrNull(text), JSON.stringify(text)).toBeNull();
    expect(shownNameOrNull(undefined)).toBeNull();
  });
});
