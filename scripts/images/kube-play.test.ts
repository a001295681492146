import { LIVE_SERVICE_NAMES, PROCESSES } from '@alive/features';
import { processProblems } from '@alive/service-kit';
import { loadServiceEntry } from '../service-entries.ts';
import { kubePlaySet, processPorts, type Doc } from './kube-play.ts';

// The podman variant of deploy/k8s differs only where podman has no equivalent (docs/deploy.md,
// "What differs from Kubernetes"): these are those differences, and nothing of a cluster leaks through.
const settings = {
  portOffset: 20_000,
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/alive_images_smoke',
  natsUrl: 'nats://127.0.0.1:4222',
  sessionKeys: 'session-keys-for-the-test',
  pageTokenKeys: 'page-token-keys-for-the-test',
  deviceCookieKeys: 'device-cookie-keys-for-the-test-0123456789',
  oidcClientSecret: 'client-secret-for-the-test',
};
const set = kubePlaySet(settings, '0.1.0');
const deployments = set.site.filter((doc) => doc.kind === 'Deployment');
const containersOf = (doc: Doc): Doc[] => (doc.spec.template?.spec ?? doc.spec).containers as Doc[];

describe('kubePlaySet', () => {
  it('plays every live service, the release controller, the edge and the local OpenID provider, one replica each', () => {
    expect(deployments.map((doc) => doc.metadata.name).sort()).toEqual([...LIVE_SERVICE_NAMES, 'releases', 'edge', 'identity'].sort());
    for (const doc of deployments) expect(doc.spec.replicas).toBe(1);
  });

  it('leaves out the cluster objects podman cannot run', () => {
    expect(Object.keys(set.skipped).sort()).toEqual(['HorizontalPodAutoscaler', 'Ingress', 'NetworkPolicy', 'PodDisruptionBudget', 'ScaledObject', 'Service']);
    expect(set.site.every((doc) => ['ConfigMap', 'Deployment'].includes(doc.kind))).toBe(true);
  });

  it('runs the migration Job as a pod that is never restarted', () => {
    expect(set.migration).toMatchObject({ kind: 'Pod', metadata: { name: 'alive-migrate-0.1.0' }, spec: { restartPolicy: 'Never', hostNetwork: true } });
    expect(containersOf(set.migration)[0]!.env).toEqual([{ name: 'DATABASE_URL', value: settings.databaseUrl }]);
  });

  it('puts every pod on the host network with local images and no secret references', () => {
    for (const doc of [...deployments, set.migration]) {
      const spec = doc.spec.template?.spec ?? doc.spec;
      expect(spec.hostNetwork, doc.metadata.name).toBe(true);
      for (const container of containersOf(doc)) {
        expect(container.image).toMatch(/^localhost\/alive\/[a-z]+:0\.1\.0$/);
        expect(JSON.stringify(container)).not.toContain('secretKeyRef');
        expect(container.ports).toBeUndefined();
      }
    }
  });

  it('moves every process to its registry port plus the offset, and the edge to the services there', () => {
    const config = set.site.find((doc) => doc.metadata.name === 'alive-config')!.data as Record<string, string>;
    for (const [name, port] of processPorts()) expect(config[`${name.toUpperCase()}_PORT`]).toBe(String(port + 20_000));
    expect(config).toMatchObject({ BIND_ADDRESS: '127.0.0.1', PUBLIC_URL: 'http://localhost:23000', OIDC_ISSUER: 'http://localhost:24100' });
    // The machine's own NATS, in place of the cluster's.
    expect(Object.values(config)).toContain(settings.natsUrl);
    const edgeEnv = containersOf(deployments.find((doc) => doc.metadata.name === 'edge')!)[0]!.env as { name: string; value?: string }[];
    expect(edgeEnv.find((variable) => variable.name === 'CHOICES_URL')?.value).toBe('http://127.0.0.1:24002');
  });

  it('asks for the demo OpenID provider by name, so production runs it and auth lets the demo admin in', async () => {
    // docs/deploy.md, "Production settings": what identity and auth refuse in production, this set passes.
    const config = set.site.find((doc) => doc.metadata.name === 'alive-config')!.data as Record<string, string>;
    expect(config).toMatchObject({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'demo', ADMIN_EMAILS: 'admin@alive.local' });
    for (const name of ['identity', 'auth']) {
      const own = containersOf(deployments.find((doc) => doc.metadata.name === name)!)[0]!.env as { name: string; value: string }[];
      const env = { ...config, ...Object.fromEntries(own.map((variable) => [variable.name, variable.value])) };
      expect(processProblems(await loadServiceEntry(PROCESSES.find((proc) => proc.name === name)!), env), name).toEqual([]);
    }
  });

  it('checks liveness with node at the local port, and gives each pod its own temporary volume', () => {
    const choices = deployments.find((doc) => doc.metadata.name === 'choices')!;
    const [container] = containersOf(choices);
    expect(container!.livenessProbe.exec.command.join(' ')).toContain("fetch('http://127.0.0.1:24002/healthz')");
    expect(container!.readinessProbe).toBeUndefined();
    expect(choices.spec.template.spec.volumes).toEqual([{ name: 'choices-tmp', emptyDir: { sizeLimit: '256Mi' } }]);
    expect(container!.volumeMounts).toEqual([{ name: 'choices-tmp', mountPath: '/tmp' }]);
  });
});
