/**
 * What no image may hold (docs/deploy.md, "What each image holds"): build and test tools, the browser
 * libraries (the edge serves the built apps as files, React inside them, never as a package) and
 * TypeScript sources. Checked on the file list of a built image's /app.
 */
export const FORBIDDEN_PACKAGES = ['tsx', 'typescript', 'esbuild', '@esbuild', 'react', 'react-dom', '@radix-ui', 'styled-components', 'vitest', 'prisma', 'nx'] as const;

export function forbiddenContents(image: string, paths: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of paths) {
    const inModules = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    if (inModules) {
      const name = inModules[1]!;
      const scope = name.split('/')[0]!;
      if ((FORBIDDEN_PACKAGES as readonly string[]).some((pkg) => pkg === name || pkg === scope)) problems.push(`${image}: ${file}`);
    } else if (/\.(c|m)?tsx?$/.test(file) && !file.endsWith('.d.ts')) {
      problems.push(`${image}: TypeScript source ${file}`);
    }
  }
  return [...new Set(problems)];
}
