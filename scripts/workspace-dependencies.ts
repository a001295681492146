import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { readPackageJson, repoRoot, WORKSPACE_SCOPE, workspaceFolders } from './images/workspace-packages.ts';

/**
 * Which packages each workspace's sources import (docs/deploy.md, "What each image holds"): the
 * check that every workspace declares its own dependencies, so a service image can be made from its
 * workspace's declarations alone.
 */

/** Files that only tests load: they may also use the root's devDependencies (Vitest, Testing Library, MSW). */
export function isTestFile(file: string): boolean {
  return (
    /\.(test|spec|bench|contract)\.[cm]?tsx?$/.test(file) ||
    /(^|\/)(test|tests|test-support|testing|__tests__)\//.test(file) ||
    /(^|\/|-)(testing|test-helpers|test-setup)\.[cm]?tsx?$/.test(file)
  );
}

const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names; undefined for relative paths, Node built-ins and `#imports`. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return BUILTINS.has(name) ? undefined : name;
}

function typeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** The value imports of one module (static, re-exports, `import()`, `require()`); type-only imports are erased and do not count. */
export function importedSpecifiers(source: string, fileName = 'file.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0]!)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const SOURCE = /\.[cm]?tsx?$/;
// Generated code counts: the Prisma client imports @prisma/client's runtime.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.nx', 'coverage']);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) files.push(...sourceFiles(full));
    } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

export interface UndeclaredImport {
  workspace: string;
  file: string;
  packageName: string;
}

/**
 * Imports a workspace makes without declaring them. A source file needs the package in the
 * workspace's own `dependencies`, `peerDependencies` or `devDependencies` (dev tools such as the
 * Prisma 6 drift check); the image bundles check that production code reaches `dependencies` only
 * (scripts/images/production-imports.ts). A test file may also use the root's devDependencies and any
 * workspace, which npm links for every test run.
 */
export function undeclaredImports(root = repoRoot): UndeclaredImport[] {
  const rootPackage = readPackageJson('.', root);
  const rootDev = new Set(Object.keys({ ...rootPackage.devDependencies, ...rootPackage.dependencies }));
  const problems: UndeclaredImport[] = [];
  for (const workspace of workspaceFolders(root)) {
    const pkg = readPackageJson(workspace, root) as ReturnType<typeof readPackageJson> & { peerDependencies?: Record<string, string> };
    const own = new Set([pkg.name, ...Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.devDependencies })]);
    for (const file of sourceFiles(path.join(root, workspace))) {
      const relative = path.relative(root, file);
      const test = isTestFile(path.relative(path.join(root, workspace), file)) || !relative.startsWith(`${workspace}/src/`);
      for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'), file)) {
        const name = packageOf(specifier);
        if (!name || own.has(name)) continue;
        if (test && (rootDev.has(name) || name.startsWith(WORKSPACE_SCOPE))) continue;
        problems.push({ workspace, file: relative, packageName: name });
      }
    }
  }
  return problems;
}
