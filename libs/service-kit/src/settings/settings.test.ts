import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineSettings, defineSettingsGroup, readSettings, setting, settingDeclarations, SettingsError } from './define-settings.ts';
import { loadDevelopmentEnvFile } from './env-file.ts';
import { commaList, flag, fraction, httpUrl, nonNegativeInt, oneOf, pointsPerSeconds, port, positiveInt } from './setting-types.ts';
import { openAiConnection, openAiSettings } from './shared-settings.ts';

const parse = <T>(schema: { safeParse(value: string): { success: boolean; data?: T } }, raw: string) => {
  const result = schema.safeParse(raw);
  return result.success ? result.data : 'invalid';
};

describe('setting types', () => {
  it('reads positive and non-negative whole numbers', () => {
    expect(parse(positiveInt, '250')).toBe(250);
    for (const bad of ['0', '-3', '1.5', 'abc', '1e3']) expect(parse(positiveInt, bad), bad).toBe('invalid');
    expect(parse(nonNegativeInt, '0')).toBe(0);
    expect(parse(nonNegativeInt, '-1')).toBe('invalid');
  });

  it('reads ports from 0 to 65535', () => {
    expect(parse(port, '0')).toBe(0);
    expect(parse(port, '65535')).toBe(65_535);
    expect(parse(port, '65536')).toBe('invalid');
  });

  it('reads <points>/<seconds>', () => {
    expect(parse(pointsPerSeconds, '30/10')).toEqual({ points: 30, durationSeconds: 10 });
    expect(parse(pointsPerSeconds, '5 / 900')).toEqual({ points: 5, durationSeconds: 900 });
    for (const bad of ['120', '0/60', '10/0', '-1/60', '1.5/60', 'ten/60', '10/60/2']) expect(parse(pointsPerSeconds, bad), bad).toBe('invalid');
  });

  it('reads shares, flags, lists, URLs and choices', () => {
    expect(parse(fraction, '0.25')).toBe(0.25);
    expect(parse(fraction, '1')).toBe(1);
    for (const bad of ['1.5', '-0.1', 'half']) expect(parse(fraction, bad), bad).toBe('invalid');
    expect(parse(flag, 'false')).toBe(false);
    expect(parse(flag, 'no')).toBe('invalid');
    expect(parse(commaList, ' a , ,b ')).toEqual(['a', 'b']);
    expect(parse(httpUrl, 'https://api.example/v1/')).toBe('https://api.example/v1/');
    for (const bad of ['not a url', 'ftp://files.example']) expect(parse(httpUrl, bad), bad).toBe('invalid');
    expect(parse(oneOf(['a', 'b']), 'b')).toBe('b');
    expect(parse(oneOf(['a', 'b']), 'c')).toBe('invalid');
  });
});

const limits = defineSettingsGroup({
  track: setting({ env: 'TRACK_RATE_LIMIT', schema: pointsPerSeconds, default: '120/60', meaning: 'page views per address' }),
  pollMs: setting({ env: 'OUTBOX_POLL_MS', schema: positiveInt, default: '500', meaning: 'outbox poll' }),
  key: setting({ env: 'SOME_KEY', schema: commaList, meaning: 'optional' }),
});

describe('readSettings', () => {
  it('uses each default when a variable is unset or blank, and undefined for an optional one', () => {
    const read = readSettings({ limits }, { OUTBOX_POLL_MS: '  ' });
    expect(read).toEqual({ limits: { track: { points: 120, durationSeconds: 60 }, pollMs: 500, key: undefined } });
  });

  it('reads what is set, trimmed', () => {
    expect(readSettings({ limits }, { TRACK_RATE_LIMIT: ' 30/10 ', OUTBOX_POLL_MS: '250', SOME_KEY: 'a,b' }).limits).toEqual({
      track: { points: 30, durationSeconds: 10 },
      pollMs: 250,
      key: ['a', 'b'],
    });
  });

  it('names every bad variable in one message, with what it expected and what it got', () => {
    let error: unknown;
    try {
      readSettings({ limits }, { TRACK_RATE_LIMIT: 'abc', OUTBOX_POLL_MS: '0' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).message).toBe(
      'Invalid settings: TRACK_RATE_LIMIT: expected <points>/<seconds> with both at least 1 (e.g. 120/60), got "abc"; ' +
        'OUTBOX_POLL_MS: expected a positive whole number, got "0"',
    );
    expect((error as SettingsError).problems).toHaveLength(2);
  });

  it('names a variable once when a shared group is composed twice', () => {
    expect(() => readSettings({ a: limits, b: limits }, { OUTBOX_POLL_MS: 'x' })).toThrow(
      new SettingsError(['OUTBOX_POLL_MS: expected a positive whole number, got "x"']),
    );
  });
});

describe('declarations', () => {
  it('refuse two different declarations of one variable', () => {
    const other = setting({ env: 'OUTBOX_POLL_MS', schema: positiveInt, default: '100', meaning: 'a second opinion' });
    expect(() => defineSettings({ limits, other: { pollMs: other } })).toThrow('OUTBOX_POLL_MS is declared twice with different declarations');
    expect(() => settingDeclarations({ limits }, { other: { pollMs: other } })).toThrow(/OUTBOX_POLL_MS is declared twice/);
  });

  it('list each shared declaration once across schemas', () => {
    expect(settingDeclarations({ limits }, { again: limits }).map((d) => d.env)).toEqual(['TRACK_RATE_LIMIT', 'OUTBOX_POLL_MS', 'SOME_KEY']);
  });

  it('write every default as a value the schema accepts', () => {
    for (const declaration of [...Object.values(limits), ...Object.values(openAiSettings)]) {
      if (declaration.default !== undefined) expect(declaration.schema.safeParse(declaration.default).success, declaration.env).toBe(true);
    }
  });
});

describe('the OpenAI settings', () => {
  const openai = (env: Record<string, string>) => readSettings({ openai: openAiSettings }, env).openai;

  it('turn the OpenAI engines on only with an API key', () => {
    expect(openAiConnection(openai({}))).toBeUndefined();
    expect(openAiConnection(openai({ OPENAI_API_KEY: '  ' }))).toBeUndefined();
    expect(openAiConnection(openai({ OPENAI_API_KEY: 'k' }))).toEqual({ apiKey: 'k', baseURL: undefined, model: 'gpt-4o-mini', timeoutMs: 8000 });
  });

  it('let a consumer with its own time budget override OPENAI_TIMEOUT_MS, and treat a blank model as unset', () => {
    const settings = openai({ OPENAI_API_KEY: 'k', OPENAI_MODEL: '', OPENAI_TIMEOUT_MS: '3000', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(openAiConnection(settings)).toMatchObject({ model: 'gpt-4o-mini', timeoutMs: 3000, baseURL: 'http://127.0.0.1:9/v1' });
    expect(openAiConnection(settings, 500)?.timeoutMs).toBe(500);
  });

  it('refuse a base URL that is not http(s) and a timeout that is not positive', () => {
    expect(() => openai({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'not a url', OPENAI_TIMEOUT_MS: '-1' })).toThrow(
      'Invalid settings: OPENAI_BASE_URL: expected an http(s) URL, got "not a url"; OPENAI_TIMEOUT_MS: expected a positive whole number, got "-1"',
    );
  });
});

describe('loadDevelopmentEnvFile', () => {
  let dir: string;
  let file: string;
  const names = ['ALIVE_ENV_FILE_TEST_A', 'ALIVE_ENV_FILE_TEST_B'];
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'alive-env-file-'));
    file = path.join(dir, '.env');
    writeFileSync(file, 'ALIVE_ENV_FILE_TEST_A=from-file\nALIVE_ENV_FILE_TEST_B=from-file\n');
  });
  afterEach(() => {
    for (const name of names) delete process.env[name];
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads .env in development, the real environment winning', () => {
    process.env.ALIVE_ENV_FILE_TEST_A = 'from-environment';
    expect(loadDevelopmentEnvFile(file, {})).toBe(true);
    expect(process.env.ALIVE_ENV_FILE_TEST_A).toBe('from-environment');
    expect(process.env.ALIVE_ENV_FILE_TEST_B).toBe('from-file');
  });

  it('never loads it in production, under tests, or when there is none', () => {
    expect(loadDevelopmentEnvFile(file, { NODE_ENV: 'production' })).toBe(false);
    expect(loadDevelopmentEnvFile(file, { NODE_ENV: 'test' })).toBe(false);
    expect(loadDevelopmentEnvFile(file, { VITEST: 'true' })).toBe(false);
    expect(loadDevelopmentEnvFile(path.join(dir, 'missing.env'), {})).toBe(false);
    expect(process.env.ALIVE_ENV_FILE_TEST_B).toBeUndefined();
  });
});
