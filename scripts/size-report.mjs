#!/usr/bin/env node
// Size report (not a test): gzip sizes of the shell's start-up JS and of each remote's entry.
// Run after building: `node scripts/size-report.mjs` (add `--json` for machine-readable output).
// Exits 1 when the shell's own start-up JS (index.html scripts + the bootstrap chunk) exceeds 60 KB gzip.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const TARGET_KB = 60;
const REMOTES = {
  choices: 'mfe-choices',
  profile: 'mfe-profile',
  recommendations: 'mfe-recommendations',
  groups: 'mfe-groups',
  admin: 'mfe-admin',
};

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 6 }).length;
const sumGzip = (dir, files) => files.reduce((total, f) => total + gzipBytes(join(dir, f)), 0);
const unique = (list) => [...new Set(list)];

function shellReport() {
  const dist = join(root, 'shell/dist');
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error('shell/dist/index.html missing: build the shell first (npm run build -w @alive/shell)');
  const html = readFileSync(indexHtml, 'utf8');
  const initial = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const bootstrap = readdirSync(dist).filter((f) => /^bootstrap\.[0-9a-f]+\.js$/.test(f));
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const shared = manifest.shared.map((s) => ({
    name: s.name,
    version: s.version,
    // MF lists a package's chunk once per chunk group (provide and consume copies are identical),
    // so the largest listed file is what the browser actually loads for it.
    gzipKB: kb(Math.max(0, ...unique(s.assets.js.sync).map((f) => gzipBytes(join(dist, f))))),
  }));
  const initialKB = kb(sumGzip(dist, initial));
  const bootstrapKB = kb(sumGzip(dist, bootstrap));
  return {
    initial: initial.map((f) => ({ file: f, gzipKB: kb(gzipBytes(join(dist, f))) })),
    initialKB,
    bootstrap: bootstrap.map((f) => ({ file: f, gzipKB: kb(gzipBytes(join(dist, f))) })),
    ownStartupKB: Math.round((initialKB + bootstrapKB) * 10) / 10,
    shared,
    sharedKB: Math.round(shared.reduce((t, s) => t + s.gzipKB, 0) * 10) / 10,
  };
}

function remoteReport(name, app) {
  const dist = join(root, app, 'dist');
  const manifestFile = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return { name, built: false };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = manifest.metaData.remoteEntry.name;
  return {
    name,
    built: true,
    entryKB: kb(gzipBytes(join(dist, entry))),
    exposes: manifest.exposes.map((e) => ({
      path: e.path,
      gzipKB: kb(sumGzip(dist, unique([...e.assets.js.sync, ...e.assets.js.async]))),
    })),
  };
}

const report = {
  targetKB: TARGET_KB,
  shell: shellReport(),
  remotes: Object.entries(REMOTES).map(([name, app]) => remoteReport(name, app)),
};
const withinTarget = report.shell.ownStartupKB <= TARGET_KB;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ...report, withinTarget }, null, 2));
} else {
  const { shell } = report;
  console.log('Shell (gzip)');
  for (const f of shell.initial) console.log(`  initial  ${f.file.padEnd(40)} ${String(f.gzipKB).padStart(7)} KB`);
  for (const f of shell.bootstrap) console.log(`  startup  ${f.file.padEnd(40)} ${String(f.gzipKB).padStart(7)} KB  (async bootstrap: shell app code)`);
  console.log(`  = shell's own start-up JS ${String(shell.ownStartupKB).padStart(27)} KB  target ≤ ${TARGET_KB} KB: ${withinTarget ? 'PASS' : 'FAIL'}`);
  console.log(`  shared singletons provided by the shell (loaded once, used by every remote): ≈${shell.sharedKB} KB`);
  for (const s of shell.shared) console.log(`    ${`${s.name}@${s.version}`.padEnd(44)} ${String(s.gzipKB).padStart(7)} KB`);
  console.log('\nRemotes (gzip)');
  for (const r of report.remotes) {
    if (!r.built) {
      console.log(`  ${r.name.padEnd(16)} not built`);
      continue;
    }
    console.log(`  ${r.name.padEnd(16)} remoteEntry.js ${String(r.entryKB).padStart(7)} KB`);
    for (const e of r.exposes) console.log(`    ${e.path.padEnd(40)} ${String(e.gzipKB).padStart(7)} KB`);
  }
}
process.exit(withinTarget ? 0 : 1);
