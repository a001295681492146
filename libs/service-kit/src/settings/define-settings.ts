import type { z } from 'zod';

/**
 * One environment variable: its name, the schema its text must pass, its default written as it would
 * be in the environment, and a line saying what it means (docs/architecture.md "Settings").
 */
export interface SettingDeclaration<T = unknown> {
  readonly env: string;
  readonly schema: z.ZodType<T, string>;
  /** The value used when the variable is unset or blank, as it would be written in the environment. */
  readonly default?: string;
  /** What the documentation shows when the default is worked out at run time (e.g. a folder of this checkout). */
  readonly defaultText?: string;
  readonly meaning: string;
}

/** Settings that belong together (the session, the database, OpenAI, ...), by the name code reads them under. */
export type SettingsGroup = Readonly<Record<string, SettingDeclaration<unknown>>>;

/** A process's settings: its groups, shared ones composed with its own. */
export type SettingsSchema = Readonly<Record<string, SettingsGroup>>;

type ValueOf<D> = D extends SettingDeclaration<infer T> ? T : never;

/** The typed values of a schema, group by group. */
export type Settings<S extends SettingsSchema> = { readonly [G in keyof S]: { readonly [K in keyof S[G]]: ValueOf<S[G][K]> } };

interface DeclarationWithDefault<T> {
  env: string;
  schema: z.ZodType<T, string>;
  default: string;
  meaning: string;
}

interface DeclarationWithoutDefault<T> {
  env: string;
  schema: z.ZodType<T, string>;
  defaultText?: string;
  meaning: string;
}

/** Declares one variable; without a default its value is `undefined` when unset. */
export function setting<T>(declaration: DeclarationWithDefault<T>): SettingDeclaration<T>;
export function setting<T>(declaration: DeclarationWithoutDefault<T>): SettingDeclaration<T | undefined>;
export function setting<T>(declaration: DeclarationWithDefault<T> | DeclarationWithoutDefault<T>): SettingDeclaration<T | undefined> {
  return declaration as SettingDeclaration<T | undefined>;
}

/** A group, checked so one variable is declared once in it. */
export function defineSettingsGroup<G extends SettingsGroup>(group: G): G {
  assertOneDeclarationPerName(Object.values(group));
  return group;
}

/**
 * A process's schema. A variable may appear in several groups only as the very same declaration (a
 * shared group composed twice), never as two declarations that could disagree.
 */
export function defineSettings<S extends SettingsSchema>(schema: S): S {
  assertOneDeclarationPerName(Object.values(schema).flatMap((group) => Object.values(group)));
  return schema;
}

function assertOneDeclarationPerName(declarations: readonly SettingDeclaration[]): void {
  const byName = new Map<string, SettingDeclaration>();
  for (const declaration of declarations) {
    const seen = byName.get(declaration.env);
    if (seen && seen !== declaration) throw new Error(`${declaration.env} is declared twice with different declarations`);
    byName.set(declaration.env, declaration);
  }
}

/** Every distinct declaration of some schemas, in first-seen order. */
export function settingDeclarations(...schemas: readonly SettingsSchema[]): SettingDeclaration[] {
  const seen = new Set<SettingDeclaration>();
  for (const schema of schemas) for (const group of Object.values(schema)) for (const declaration of Object.values(group)) seen.add(declaration);
  assertOneDeclarationPerName([...seen]);
  return [...seen];
}

/** Settings that cannot be used, each named with what was expected and what it got. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid settings: ${problems.join('; ')}`);
    this.name = 'SettingsError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** The text a declaration is parsed from: the variable, trimmed; blank counts as unset. */
function rawValue(declaration: SettingDeclaration, env: Env): string | undefined {
  const value = env[declaration.env]?.trim();
  return value ? value : declaration.default;
}

function readOne(declaration: SettingDeclaration, env: Env, problems: string[]): unknown {
  const raw = rawValue(declaration, env);
  if (raw === undefined) return undefined;
  const parsed = declaration.schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'invalid value';
  problems.push(`${declaration.env}: ${message}, got ${JSON.stringify(raw)}`);
  return undefined;
}

/**
 * Reads a schema's variables from `env`. Every variable that cannot be used is named in one
 * SettingsError, so one start shows all of them.
 */
export function readSettings<S extends SettingsSchema>(schema: S, env: Env): Settings<S> {
  const problems: string[] = [];
  const values: Record<string, Record<string, unknown>> = {};
  for (const [groupName, group] of Object.entries(schema)) {
    const groupValues: Record<string, unknown> = {};
    for (const [key, declaration] of Object.entries(group)) groupValues[key] = readOne(declaration, env, problems);
    values[groupName] = groupValues;
  }
  // A shared group composed twice would name its variable twice.
  if (problems.length > 0) throw new SettingsError([...new Set(problems)]);
  return values as Settings<S>;
}

/** The problems of several schemas at once (a launcher running several processes), without duplicates. */
export function settingsProblems(schemas: readonly SettingsSchema[], env: Env): string[] {
  const problems = new Set<string>();
  for (const schema of schemas) {
    try {
      readSettings(schema, env);
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      for (const problem of error.problems) problems.add(problem);
    }
  }
  return [...problems];
}
