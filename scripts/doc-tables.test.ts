import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURES, PLATFORM_PROCESSES, PROCESSES, REMOTES, SERVICES } from '@alive/features';

/**
 * docs/architecture.md keeps the feature registry's tables for readers; the registry is the truth, so
 * any disagreement fails here instead of drifting unnoticed.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

interface Table {
  header: string[];
  rows: string[][];
}

/** Text of a `## ` section, up to the next `## ` heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

function cells(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());
}

/** Every pipe table of a piece of markdown: header, separator, rows. */
function tables(markdown: string): Table[] {
  const found: Table[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('|') || !/^\|[\s|:-]+\|$/.test(lines[i + 1]?.trim() ?? '')) continue;
    const table: Table = { header: cells(lines[i]!), rows: [] };
    for (i += 2; i < lines.length && lines[i]!.startsWith('|'); i++) table.rows.push(cells(lines[i]!));
    found.push(table);
  }
  return found;
}

function tableWith(header: string[]): Table {
  const table = tables(section(architecture, 'Features')).find((t) => t.header.join('|') === header.join('|'));
  if (!table) throw new Error(`no table with the columns ${header.join(', ')} under "## Features"`);
  return table;
}

/** `a`, `b` → ['a', 'b']; — → []. */
const codeList = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const code = (cell: string) => codeList(cell)[0] ?? null;

describe('docs/architecture.md agrees with the feature registry', () => {
  it('lists every feature with its folders, port, status and API prefixes', () => {
    const table = tableWith(['feature', 'remote folder', 'service folder', 'default port', 'status', 'API prefixes']);
    const documented = table.rows.map(([feature, remote, service, port, status, prefixes]) => ({
      feature,
      remote: code(remote!),
      service: code(service!),
      port: Number(port),
      status,
      prefixes: codeList(prefixes!),
    }));
    const registry = FEATURES.map((feature) => ({
      feature: feature.name,
      remote: 'remote' in feature ? feature.remote.folder : null,
      service: feature.service.folder,
      port: feature.service.defaultPort,
      status: feature.service.status,
      prefixes: [...feature.service.apiPrefixes],
    }));
    expect(documented).toEqual(registry);
  });

  it('lists every platform process with its folder and port', () => {
    const table = tableWith(['process', 'folder', 'default port', 'role']);
    const documented = table.rows.map(([name, folder, port]) => ({ name, folder: code(folder!), port: Number(port) }));
    expect(documented).toEqual(PLATFORM_PROCESSES.map((p) => ({ name: p.name, folder: p.folder, port: p.defaultPort })));
  });

  it('draws each process of the diagram on its registry port, and no planned service as running', () => {
    const diagram = /```mermaid\n([\s\S]*?)```/.exec(architecture)?.[1] ?? '';
    const ports = new Map<string, number>([
      ...SERVICES.map((s) => [s.name, s.defaultPort] as const),
      ...PLATFORM_PROCESSES.map((p) => [p.name, p.defaultPort] as const),
    ]);
    const drawn = [...diagram.matchAll(/\[([a-z]+) :(\d+)/g)].map((match) => [match[1]!, Number(match[2])] as const);
    expect(drawn.map(([name]) => name).sort()).toEqual([...ports.keys()].sort());
    for (const [name, port] of drawn) expect(port, name).toBe(ports.get(name));
    // Widened: once every service is live the registry's literal types have no 'planned' left.
    for (const service of SERVICES.filter((s) => (s.status as string) === 'planned')) {
      expect(diagram).toMatch(new RegExp(`\\[${service.name} :${service.defaultPort}<br/>planned`));
    }
  });
});

describe('the workspace has no feature folder the registry does not name', () => {
  const folders = (parent: string, pattern: RegExp) =>
    readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
      .map((entry) => path.posix.join(parent === '.' ? '' : parent, entry.name))
      .sort();

  it('names every services/* folder', () => {
    const named = new Set<string>([...SERVICES.map((s) => s.folder), ...PROCESSES.map((p) => p.folder)]);
    expect(folders('services', /.*/).filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names every mfe-* folder as a remote', () => {
    const named = new Set<string>(REMOTES.map((r) => r.folder));
    expect(folders('.', /^mfe-/).filter((folder) => !named.has(folder))).toEqual([]);
  });

  it("README's folder list names the processes of the registry", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const line = /^services\/\s+(.+)$/m.exec(readme)?.[1] ?? '';
    const listed = [...line.matchAll(/(?:^|, )([a-z]+)/g)].map((match) => match[1]!);
    expect(listed.sort()).toEqual(PROCESSES.map((p) => p.name).sort());
    for (const remote of REMOTES) expect(readme, remote.folder).toMatch(new RegExp(`^${remote.folder}/ `, 'm'));
  });
});
