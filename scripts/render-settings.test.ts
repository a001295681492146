import { readFileSync } from 'node:fs';
import { LIVE_SERVICE_NAMES, PROCESSES, SERVICES, type FeatureService } from '@alive/features';
import { assertSettings, processSettings } from '@alive/service-kit';
import { workloads } from './deploy/deploy-targets.ts';
import { aliveConfig } from './deploy/k8s/config-maps.ts';
import { loadServiceEntry } from './service-entries.ts';
import { documentedSettings, ENV_EXAMPLE_FILE, newcomerSettings, README_FILE, renderEnvExample, renderSettingsDoc, renderSettingsTable, SETTINGS_DOC_FILE, withSettingsTable } from './render-settings.ts';

/** `.env.example`, docs/settings.md and README.md's settings table are generated; a declaration changed without re-rendering fails here. */
describe('generated settings documents', () => {
  it('.env.example, docs/settings.md and the README settings table match the declarations (run `npm run render:settings`)', async () => {
    const settings = await documentedSettings();
    expect(readFileSync(ENV_EXAMPLE_FILE, 'utf8')).toBe(renderEnvExample(settings));
    expect(readFileSync(SETTINGS_DOC_FILE, 'utf8')).toBe(renderSettingsDoc(settings));
    const readme = readFileSync(README_FILE, 'utf8');
    expect(readme).toBe(withSettingsTable(readme, renderSettingsTable(newcomerSettings(settings))));
  });

  it("keeps README.md's table short: the newcomer's settings, each declared, the rest linked", async () => {
    const newcomer = newcomerSettings(await documentedSettings());
    expect(newcomer.length).toBeGreaterThanOrEqual(6);
    expect(newcomer.length).toBeLessThanOrEqual(8);
    expect(readFileSync(README_FILE, 'utf8')).toContain('(docs/settings.md)');
  });

  it('lists every variable once, with who reads it', async () => {
    const settings = await documentedSettings();
    const names = settings.map((s) => s.declaration.env);
    expect(new Set(names).size).toBe(names.length);
    const readBy = (name: string) => settings.find((s) => s.declaration.env === name)?.readBy ?? [];
    expect(readBy('DATABASE_URL')).toEqual(['`npm start`', ...PROCESSES.map((p) => p.name)]);
    for (const name of LIVE_SERVICE_NAMES) expect(readBy(`${name.toUpperCase()}_PORT`), name).toEqual([name, 'edge']);
  });

  it('has every secret of the feature registry read by its service, and the OpenAI key by exactly the services given it', async () => {
    const settings = await documentedSettings();
    const readBy = (name: string) => settings.find((s) => s.declaration.env === name)?.readBy ?? [];
    const services: readonly FeatureService[] = SERVICES;
    for (const service of services) for (const secret of service.secrets ?? []) expect(readBy(secret.name), `${service.name} ${secret.name}`).toContain(service.name);
    const givenTheKey = services.filter((service) => service.secrets?.some((secret) => secret.name === 'OPENAI_API_KEY')).map((service) => service.name);
    expect([...readBy('OPENAI_API_KEY')].sort()).toEqual([...givenTheKey].sort());
  });

  it('has the Kubernetes manifests set only declared variables, with values every process accepts', async () => {
    const settings = await documentedSettings();
    const readBy = (name: string) => settings.find((s) => s.declaration.env === name)?.readBy;
    const config = aliveConfig().data ?? {};
    for (const name of Object.keys(config)) expect(readBy(name), name).toBeDefined();
    const schemas = await Promise.all(PROCESSES.map(async (proc) => processSettings(await loadServiceEntry(proc))));
    expect(() => assertSettings(schemas.flat(), config)).not.toThrow();
    for (const workload of workloads()) for (const secret of workload.secrets) expect(readBy(secret.name), `${workload.name} ${secret.name}`).toContain(workload.name);
  });
});

