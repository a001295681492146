import { build } from 'esbuild';
import { ABSENT_OPTIONAL_PACKAGES, entryInput, EXTERNAL_PACKAGES, packageName } from './bundle-entry.ts';
import { readPackageJson, repoRoot, workspaceFolders } from './workspace-packages.ts';

/**
 * What a process really loads in production, read from its esbuild bundle (docs/deploy.md, "What each
 * image holds"): every package a workspace's code pulls into the bundle must be in that workspace's
 * own `dependencies`, not only in its devDependencies or the root's.
 */

export interface ProductionImport {
  /** Repository-relative source file. */
  file: string;
  workspace: string;
  packageName: string;
}

const NODE_MODULES = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/g;

/** The package a bundle input belongs to, from its path (the last node_modules segment wins). */
export function packageOfInput(input: string): string | undefined {
  return [...input.matchAll(NODE_MODULES)].at(-1)?.[1];
}

/** The workspace folder owning a repository-relative file, if any. */
function ownerOf(file: string, folders: readonly string[]): string | undefined {
  return folders.filter((folder) => file.startsWith(`${folder}/`)).sort((a, b) => b.length - a.length)[0];
}

/** The packages workspace code imports into the bundle of `entry` (its text `source` when derived), with the file importing each. */
export async function productionImports(entry: string, root = repoRoot, source?: string): Promise<ProductionImport[]> {
  const result = await build({
    absWorkingDir: root,
    ...entryInput(entry, root, source),
    bundle: true,
    write: false,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    external: [...EXTERNAL_PACKAGES, ...ABSENT_OPTIONAL_PACKAGES],
  });
  const folders = workspaceFolders(root);
  const found: ProductionImport[] = [];
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (packageOfInput(file)) continue;
    const workspace = ownerOf(file, folders);
    if (!workspace) continue;
    for (const imported of input.imports) {
      const bare = imported.external && !imported.path.startsWith('.') && !imported.path.startsWith('/');
      const name = bare ? packageName(imported.path) : packageOfInput(imported.path);
      if (name && !name.startsWith('node:')) found.push({ file, workspace, packageName: name });
    }
  }
  return found;
}

/** Production imports whose package the importing workspace does not list in `dependencies`. */
export function undeclaredProductionImports(imports: readonly ProductionImport[], root = repoRoot): ProductionImport[] {
  return imports.filter(({ workspace, packageName: name }) => {
    const pkg = readPackageJson(workspace, root);
    return name !== pkg.name && !(pkg.dependencies && name in pkg.dependencies);
  });
}
