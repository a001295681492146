import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Code and docs cite only the repository's own docs (docs/product/README.md): a newcomer must be able to
// follow every reference, and the docs speak of the product, not of a document outside the repository.
// This fails on a citation of an outside document in source, Markdown or SQL, and on a comment pointing
// at a docs/…md file that does not exist.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = path.relative(root, fileURLToPath(import.meta.url));
const SOURCE_EXTENSIONS = /\.(ts|tsx|mjs|js)$/;
/** Prose and SQL: only the outside-citation rule applies (no comment parsing, no bare "spec" rule). */
const TEXT_EXTENSIONS = /\.(md|sql)$/;
/**
 * Applied migrations are immutable: the runner refuses one whose bytes changed after it ran
 * (libs/db/src/migrate/runner.ts, checksums). Their wording stays as it was written.
 */
const IMMUTABLE_FILES = new Set(['libs/db/prisma/migrations/20261121145807_init/migration.sql']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated']);

/** Citations of outside documents, wherever they appear (comments, test titles, strings). */
const OUTSIDE_CITATION = /\bspec\s*§|\bspec\s+section\b|\bthe spec\b|\bspec's\b|\bDESIGN\.md\b|\bteam brief\b|\bthe brief\b/i;
/** In comments also a bare "spec" (spec: …, spec §4, spec-worded), but not a test file name such as `x.spec.ts`. */
const BARE_SPEC = /(?<![.\w-])spec(?![\w.-]*\.(?:ts|tsx|js|mjs)\b)(?![\w])/i;
const DOCS_PATH = /\bdocs\/[\w./-]+?\.md\b/g;

/** The text of every comment of a source file, with the 1-based line it starts on. */
export function commentsOf(source: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\//g)) {
    comments.push({ line: lineAt(match.index), text: match[0] });
  }
  // A `//` that is not part of a URL (`https://`) or an escaped/quoted slash.
  for (const match of source.matchAll(/(^|[^:"'`\\/])\/\/(.*)$/gm)) {
    comments.push({ line: lineAt(match.index + match[1]!.length), text: match[2]! });
  }
  return comments;
}

/** Problems of one file: outside citations anywhere, bare "spec" and missing docs paths in comments. */
export function citationProblems(source: string, exists: (repoPath: string) => boolean): string[] {
  const problems: string[] = [];
  source.split('\n').forEach((text, index) => {
    const hit = OUTSIDE_CITATION.exec(text);
    if (hit) problems.push(`line ${index + 1}: cites an outside document ("${hit[0]}")`);
  });
  for (const comment of commentsOf(source)) {
    const reported = problems.some((p) => p.startsWith(`line ${comment.line}:`));
    if (!reported && !OUTSIDE_CITATION.test(comment.text) && BARE_SPEC.test(comment.text)) {
      problems.push(`line ${comment.line}: comment cites "spec"; cite docs/product/<feature>.md instead`);
    }
    for (const [docsPath] of comment.text.matchAll(DOCS_PATH)) {
      if (!exists(docsPath)) problems.push(`line ${comment.line}: ${docsPath} does not exist`);
    }
  }
  return problems;
}

/** Problems of a Markdown or SQL file: outside citations on any line. */
export function textCitationProblems(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const hit = OUTSIDE_CITATION.exec(line);
    return hit ? [`line ${index + 1}: cites an outside document ("${hit[0]}")`] : [];
  });
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

const scannedRoots = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory() && (['shell', 'services', 'libs', 'scripts', 'tools', 'e2e'].includes(e.name) || e.name.startsWith('mfe-')))
  .map((e) => path.join(root, e.name));
const sourceFiles = (dir: string) => filesUnder(dir, SOURCE_EXTENSIONS);
/** The docs, the READMEs and every SQL file (migrations, views, seeds). */
const textFiles = [
  ...filesUnder(path.join(root, 'docs'), TEXT_EXTENSIONS),
  ...readdirSync(root).filter((name) => TEXT_EXTENSIONS.test(name)).map((name) => path.join(root, name)),
  ...scannedRoots.flatMap((dir) => filesUnder(dir, TEXT_EXTENSIONS)),
];

describe('citation scanner', () => {
  const none = () => false;
  const all = () => true;

  it('flags outside documents in comments and test titles', () => {
    expect(citationProblems('/** Shown after 1 s (spec §4). */', all)).toHaveLength(1);
    expect(citationProblems('// the poles (DESIGN.md §2)', all)).toHaveLength(1);
    expect(citationProblems("it('uses the spec defaults', () => {});", all)).toHaveLength(1);
    expect(citationProblems('// Spec: the three texts of the indicator.', all)).toHaveLength(1);
    expect(citationProblems(' * Pure scoring (team brief "choice-scoring").', all)).toHaveLength(1);
  });

  it('leaves test file names, variables and our own docs alone', () => {
    expect(citationProblems('// see e2e/tests/cold-load.spec.ts', all)).toEqual([]);
    expect(citationProblems("for (const spec of tags) spec.split('@');", all)).toEqual([]);
    expect(citationProblems('// docs/product/choices.md, Errors', all)).toEqual([]);
    expect(citationProblems("const url = 'https://example.test/spec';", all)).toEqual([]);
  });

  it('flags outside documents in Markdown and SQL, and leaves the product words alone', () => {
    expect(textCitationProblems('## Decisions the spec leaves open')).toHaveLength(1);
    expect(textCitationProblems('-- value ranges the spec fixes')).toHaveLength(1);
    expect(textCitationProblems('Run `npx playwright test e2e/tests/groups.spec.ts`.')).toEqual([]);
  });

  it('flags a comment citing a docs file that does not exist', () => {
    expect(citationProblems('/** Rules: docs/product/nope.md. */', none)).toEqual(['line 1: docs/product/nope.md does not exist']);
  });
});

describe('source files cite only the repository docs', () => {
  it('has no outside citation and no dangling docs/…md reference', () => {
    const problems = scannedRoots.flatMap(sourceFiles).flatMap((file) => {
      const relative = path.relative(root, file);
      if (relative === thisFile) return [];
      return citationProblems(readFileSync(file, 'utf8'), (p) => existsSync(path.join(root, p))).map((p) => `${relative} ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('has no outside citation in the docs, READMEs and SQL', () => {
    expect(textFiles.some((file) => file.endsWith('.sql'))).toBe(true);
    expect(textFiles).toContain(path.join(root, 'docs', 'architecture.md'));
    const problems = textFiles.flatMap((file) => {
      const relative = path.relative(root, file);
      if (IMMUTABLE_FILES.has(relative)) return [];
      return textCitationProblems(readFileSync(file, 'utf8')).map((p) => `${relative} ${p}`);
    });
    expect(problems).toEqual([]);
  });
});
