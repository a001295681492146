import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTestFile } from './workspace-dependencies.ts';

// One English spelling on every screen (docs/product/platform.md, Words): the product speaks American
// English, so a British spelling in a text a person reads ("analyse" beside "Analyze Patterns") fails
// here, named by file and line. Only the texts are read: string literals, template text and JSX text
// of the browser sources. Comments, identifiers (`normaliseText`, `CatalogueItem`), module paths,
// CSS in styled templates, object keys (tag keys such as `genre:Theatre` are stored data) and types
// are not texts a person reads, so they are left alone.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated']);

/** The browser sources whose texts reach a person: the shell, the remotes, the design system and the shared rules. */
function userFacingRoots(): string[] {
  const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-'));
  return [...remotes.map((name) => `${name}/src`), 'shell/src', 'libs/ui/src', 'libs/domain/src'];
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourcesUnder(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !/\.generated\./.test(entry.name) && !isTestFile(relative) ? [relative] : [];
  });
}

/** The forms of one word: its stem with each ending, in both spellings. */
const forms = (british: string, american: string, endings: readonly string[]) => endings.map((ending) => [`${british}${ending}`, `${american}${ending}`] as const);

/**
 * British forms and the American word that replaces each. Only words whose spelling alone differs,
 * and none that American English also writes this way: "analyses" (the plural of analysis),
 * "dialogue", "glamour", "towards", "amongst" are correct in both, so they are not listed; neither
 * is an -ise word that is -ise in American too ("advise", "exercise", "promise", "surprise").
 */
const AMERICAN_OF: ReadonlyMap<string, string> = new Map([
  // -yse → -yze
  ...forms('analys', 'analyz', ['e', 'ed', 'ing', 'er', 'ers']),
  ...forms('paralys', 'paralyz', ['e', 'ed', 'ing']),
  // -our → -or
  ...['colour', 'behaviour', 'favour', 'honour', 'humour', 'flavour', 'neighbour', 'labour', 'rumour', 'savour', 'endeavour', 'harbour', 'vapour', 'odour', 'vigour', 'armour', 'parlour'].flatMap(
    (word) => forms(word, word.replace(/our$/, 'or'), ['', 's', 'ed', 'ing', 'ful', 'less', 'able', 'ite', 'ites', 'hood', 'hoods']),
  ),
  // -re → -er
  ...['cent', 'theat', 'met', 'lit', 'fib', 'calib', 'somb', 'meag', 'lust', 'spect'].flatMap((stem) => [
    [`${stem}re`, `${stem}er`] as const,
    [`${stem}res`, `${stem}ers`] as const,
    [`${stem}red`, `${stem}ered`] as const,
    [`${stem}ring`, `${stem}ering`] as const,
  ]),
  // -ogue → -og
  ...forms('catalogue', 'catalog', ['', 's']),
  ...forms('analogue', 'analog', ['', 's']),
  // -ence → -ense (nouns)
  ...forms('licence', 'license', ['', 's']),
  ...forms('defence', 'defense', ['', 's', 'less']),
  ...forms('offence', 'offense', ['', 's']),
  ...forms('pretence', 'pretense', ['', 's']),
  // a doubled l before -ed/-ing/-er
  ...['label', 'cancel', 'travel', 'model', 'level', 'signal', 'fuel', 'counsel', 'channel', 'tunnel', 'total', 'quarrel', 'marvel', 'dial', 'jewel'].flatMap((word) =>
    forms(`${word}l`, word, ['ed', 'ing', 'er', 'ers']),
  ),
  ...forms('marvellous', 'marvelous', ['']),
  ...forms('jewellery', 'jewelry', ['']),
  // single words
  ...forms('grey', 'gray', ['', 's', 'ish']),
  ...forms('judgement', 'judgment', ['', 's']),
  ...forms('programme', 'program', ['', 's']),
  ...forms('enrol', 'enroll', ['', 's', 'ment', 'ments']),
  ...forms('fulfil', 'fulfill', ['', 's', 'ment']),
  ...forms('skilful', 'skillful', ['', 'ly']),
  ...forms('wilful', 'willful', ['', 'ly']),
  ...forms('ageing', 'aging', ['']),
  ...forms('cheque', 'check', ['', 's']),
  ...forms('tyre', 'tire', ['', 's']),
  ...forms('mould', 'mold', ['', 's', 'y']),
  ...forms('sceptic', 'skeptic', ['', 's', 'al', 'ism']),
  ...forms('aluminium', 'aluminum', ['']),
  ...forms('whilst', 'while', ['']),
  // -ise → -ize
  ...[
    'apolog', 'author', 'capital', 'categor', 'central', 'character', 'critic', 'custom', 'emphas', 'energ', 'familiar', 'final',
    'general', 'harmon', 'ideal', 'initial', 'legal', 'local', 'maxim', 'memor', 'minim', 'modern', 'normal', 'optim', 'organ',
    'personal', 'priorit', 'real', 'recogn', 'social', 'special', 'stabil', 'standard', 'summar', 'symbol', 'sympath',
    'synchron', 'util', 'visual',
  ].flatMap((stem) => forms(`${stem}is`, `${stem}iz`, ['e', 'ed', 'es', 'ing', 'ation', 'ations', 'er', 'ers'])),
]);

/** A whole-literal value that is an address, not words: a path, a URL, a route, a file. */
const ADDRESS = /^(\/|\.{1,2}\/|[a-z]+:\/\/|mailto:|#\/)/;

/** The texts of one source file a person can read, each with its 1-based line. */
export function textsOf(source: string, fileName: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: { line: number; text: string }[] = [];
  const add = (node: ts.Node, text: string) => {
    if (ADDRESS.test(text.trim())) return;
    texts.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
  };
  const visit = (node: ts.Node): void => {
    // Module specifiers, types and CSS (styled.div`…`, css`…`, keyframes`…`) are not read by a person.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node) || ts.isTaggedTemplateExpression(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    // A key names data (a tag key such as `genre:Theatre`, a field), not a text; its value may be one.
    if ((node.parent as { name?: ts.Node } | undefined)?.name === node) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) add(node, node.text);
    else if (ts.isJsxText(node)) add(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** `file:line: "word" (American: "…") in "text"` for every British spelling among the texts of one source. */
export function otherSpellings(source: string, fileName: string): string[] {
  return textsOf(source, fileName).flatMap(({ line, text }) =>
    [...text.matchAll(/[A-Za-z]+/g)].flatMap(([word]) => {
      const american = AMERICAN_OF.get(word.toLowerCase());
      return american === undefined ? [] : [`${fileName}:${line}: "${word}" (American: "${american}") in ${JSON.stringify(text.trim())}`];
    }),
  );
}

describe('one English spelling in the texts a person reads', () => {
  const files = userFacingRoots().flatMap(sourcesUnder);

  it('finds the sources of every remote, the shell, libs/ui and libs/domain', () => {
    expect(files.some((f) => f.startsWith('shell/src/'))).toBe(true);
    expect(files.some((f) => f.startsWith('mfe-recommendations/src/'))).toBe(true);
    expect(files.some((f) => f.startsWith('libs/ui/src/'))).toBe(true);
    expect(files.some((f) => f.startsWith('libs/domain/src/'))).toBe(true);
    expect(files.some((f) => isTestFile(f))).toBe(false);
  });

  it('writes no British spelling in a string, a template or JSX text', () => {
    const found = files.flatMap((file) => otherSpellings(readFileSync(path.join(root, file), 'utf8'), file));
    expect(found).toEqual([]);
  });

  it('reads texts, not code, CSS, keys or addresses', () => {
    const probe = [
      "import { x } from './catalogue.ts';",
      "const Box = styled.div`colour: red; text-align: centre;`;",
      "const phrases = { 'genre:Theatre': 'theater' };",
      "type Kind = 'catalogue';",
      "const normaliseText = (t: string) => t; // the catalogue's colour",
      "const url = '/api/analyse-patterns';",
      "export const a = 'Analyse your patterns';",
      'export const b = `Colours of ${normaliseText("x")} in the centre`;',
      'export const c = <p title="Favourite picks">Your catalogue</p>;',
    ].join('\n');
    expect(otherSpellings(probe, 'probe.tsx')).toEqual([
      'probe.tsx:7: "Analyse" (American: "analyze") in "Analyse your patterns"',
      'probe.tsx:8: "Colours" (American: "colors") in "Colours of"',
      'probe.tsx:8: "centre" (American: "center") in "in the centre"',
      'probe.tsx:9: "Favourite" (American: "favorite") in "Favourite picks"',
      'probe.tsx:9: "catalogue" (American: "catalog") in "Your catalogue"',
    ]);
  });
});
