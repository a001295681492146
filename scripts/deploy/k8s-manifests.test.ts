import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, REMOTE_NAMES } from '@alive/features';
import { parseAllDocuments } from 'yaml';
import { edgeWorkload, releaseVersion, remoteReleases, repoRoot, serviceWorkloads, workloads } from './deploy-targets.ts';
import { INTERNAL_PORT_OFFSET as SERVICE_KIT_INTERNAL_PORT_OFFSET } from '@alive/service-kit';
import { EVENTS_STREAM, INTERNAL_PORT_OFFSET, REMOTE_VERSIONS_FILE } from './k8s/cluster-settings.ts';
import { kustomizationProblems } from './k8s/kustomize-rules.ts';
import { coverageProblems, ingressProblems, networkPolicyProblems, podProblems, type Expectations, type ManifestSet } from './k8s/manifest-rules.ts';
import { migrationJobName } from './k8s/migration-job.ts';
import { K8S_DIR, renderManifests, toYaml } from './k8s/render-manifests.ts';
import { schemaProblems } from './k8s/schema-validation.ts';

// deploy/k8s is the generator's output, valid against the Kubernetes and KEDA schemas, and complete
// for the feature registry (docs/deploy.md, "How the manifests are made and checked").
const dir = path.join(repoRoot, K8S_DIR);
const committedPaths = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();
const committedText = (file: string) => readFileSync(path.join(dir, file), 'utf8');

function parseOne(file: string): unknown {
  const documents = parseAllDocuments(committedText(file));
  if (!Array.isArray(documents) || documents.length !== 1) throw new Error(`${file}: expected one YAML document`);
  const [document] = documents;
  if (document!.errors.length > 0) throw new Error(`${file}: ${document!.errors[0]!.message}`);
  return document!.toJS();
}
const committed: ManifestSet = new Map(committedPaths.map((file) => [file, parseOne(file)]));
const expected: Expectations = { workloads: workloads(), routes: API_ROUTES, stream: EVENTS_STREAM };
const edge = edgeWorkload();

describe('deploy/k8s', () => {
  const rendered = renderManifests();

  it('holds exactly the files the generator makes', () => {
    expect(committedPaths).toEqual(rendered.map((file) => file.path).sort());
  });

  it.each(rendered.map((file) => [file.path, file] as const))('%s equals the generator output (npm run render:k8s)', (file, manifest) => {
    expect(committedText(file)).toBe(toYaml(manifest));
  });

  it.each(committedPaths.filter((file) => !file.endsWith('kustomization.yaml') && !file.endsWith('ingress-host.yaml')))(
    '%s is valid against its schema',
    (file) => {
      expect(schemaProblems(committed.get(file))).toEqual([]);
    },
  );

  it('gives every live service and the edge their objects, and nothing to a planned service', () => {
    expect(coverageProblems(committed, expected)).toEqual([]);
  });

  it('probes /readyz and /healthz on the registry port and stops gracefully, without secret values', () => {
    expect(podProblems(committed, expected)).toEqual([]);
  });

  it('routes every live API prefix to its service and the rest to the edge', () => {
    expect(ingressProblems(committed, expected, edge)).toEqual([]);
  });

  it('lets only the edge and the ingress controller reach http, and only Prometheus the internal and metrics ports', () => {
    expect(networkPolicyProblems(committed, expected, edge)).toEqual([]);
    expect(INTERNAL_PORT_OFFSET).toBe(SERVICE_KIT_INTERNAL_PORT_OFFSET);
  });

  it('lists every file in its kustomization, and the overlays patch what the base holds', () => {
    expect(kustomizationProblems(committed)).toEqual([]);
    expect(committedPaths.filter((file) => file.startsWith('overlays/') && file.endsWith('/kustomization.yaml'))).toHaveLength(4);
  });

  it('pins every remote to its package version in remote-versions, mounted where the edge reads it', () => {
    const configMap = committed.get('base/config/remote-versions.yaml') as { data: Record<string, string> };
    const versions = JSON.parse(configMap.data['remote-versions.json']!) as Record<string, string>;
    expect(Object.keys(versions).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const remote of remoteReleases()) expect(versions[remote.name]).toBe(remote.version);
    const edgeDeployment = JSON.stringify(committed.get('base/edge/deployment.yaml'));
    expect(edgeDeployment).toContain(`{"name":"REMOTE_VERSIONS_FILE","value":"${REMOTE_VERSIONS_FILE}"}`);
    expect(edgeDeployment).toContain(`"mountPath":"${path.dirname(REMOTE_VERSIONS_FILE)}"`);
    expect(edgeDeployment).not.toContain('subPath');
  });

  it('runs the migration Job of this release with the database URL by reference', () => {
    const job = committed.get('migrate/job.yaml') as { metadata: { name: string } };
    expect(job.metadata.name).toBe(migrationJobName(releaseVersion()));
    expect(JSON.stringify(job)).toContain('"secretKeyRef":{"name":"alive-secrets","key":"DATABASE_URL"}');
    expect(JSON.stringify(committed.get('base/kustomization.yaml'))).not.toContain('migrate');
  });
});

describe('manifest rules catch a broken set', () => {
  const rendered: ManifestSet = new Map(renderManifests().map((file) => [file.path, file.document]));
  /** The rendered set with one file replaced (or removed, for `undefined`). */
  function withFile(file: string, change: (document: unknown) => unknown): ManifestSet {
    const copy = new Map(rendered);
    expect(copy.has(file), file).toBe(true);
    const next = change(structuredClone(copy.get(file)));
    if (next === undefined) copy.delete(file);
    else copy.set(file, next);
    return copy;
  }
  type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const edit = (file: string, mutate: (document: Doc) => void) =>
    withFile(file, (document) => {
      mutate(document as Doc);
      return document;
    });
  const container = (document: Doc): Doc => document.spec.template.spec.containers[0];

  it('the rendered set passes', () => {
    expect([
      ...coverageProblems(rendered, expected),
      ...podProblems(rendered, expected),
      ...ingressProblems(rendered, expected, edge),
      ...networkPolicyProblems(rendered, expected, edge),
    ]).toEqual([]);
  });

  it('a missing or too open NetworkPolicy, or metrics scraped from the public port', () => {
    const prometheus = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } }, podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } } };
    expect(networkPolicyProblems(withFile('base/groups/network-policy.yaml', () => undefined), expected, edge)).toEqual([
      'groups: no NetworkPolicy',
      'groups: port 4005 admits nobody, not the edge and the ingress controller',
      'groups: port 14005 admits nobody, not Prometheus',
    ]);
    expect(networkPolicyProblems(withFile('base/default-deny-ingress.yaml', () => undefined), expected, edge)).toEqual([
      'no default-deny ingress NetworkPolicy for the pods of the site',
    ]);
    expect(networkPolicyProblems(edit('base/choices/network-policy.yaml', (d) => d.spec.ingress[1].from.push({ podSelector: {} })), expected, edge)).toEqual([
      'choices: port 14002 admits Prometheus, {"namespace":null,"pod":{}}, not only Prometheus',
    ]);
    expect(networkPolicyProblems(edit('base/choices/network-policy.yaml', (d) => d.spec.ingress[0].from.push(prometheus)), expected, edge)).toEqual([
      'choices: port 4002 admits Prometheus, the edge, the ingress controller, not only the edge and the ingress controller',
    ]);
    expect(networkPolicyProblems(edit('base/edge/network-policy.yaml', (d) => delete d.spec.ingress[1].ports), expected, edge)).toEqual([
      'edge: a rule opens every port',
      'edge: port 3000 admits Prometheus, the ingress controller, not only the ingress controller',
    ]);
    expect(networkPolicyProblems(edit('base/releases/network-policy.yaml', (d) => d.spec.ingress[0].from.push(prometheus)), expected, edge)).toEqual([
      'releases: port 4200 admits Prometheus, the edge, not only the edge',
    ]);
    expect(networkPolicyProblems(edit('base/auth/network-policy.yaml', (d) => delete d.spec.ingress[0].from), expected, edge)).toEqual([
      'auth: a rule admits every source',
      'auth: port 4001 admits everyone, not only the edge and the ingress controller',
    ]);
    expect(
      networkPolicyProblems(
        edit('base/admin/deployment.yaml', (d) => (d.spec.template.metadata.annotations['prometheus.io/port'] = '4006')),
        expected,
        edge,
      ),
    ).toEqual(['admin: Prometheus scrapes port 4006, not internal (14006)']);
    expect(networkPolicyProblems(edit('base/admin/deployment.yaml', (d) => container(d).ports.pop()), expected, edge)).toEqual([
      'admin: no container port internal (14006)',
      'admin: a rule names port internal, which the container does not have',
      'admin: port 14006 admits nobody, not Prometheus',
    ]);
  });

  it('a schema error', () => {
    expect(schemaProblems({ ...(rendered.get('base/choices/service.yaml') as Doc), spec: { ports: [{ port: 'x' }] } })[0]).toMatch(/Service: .*port/);
    expect(schemaProblems({ apiVersion: 'v9', kind: 'Thing' })).toEqual(['no schema for v9/Thing']);
  });

  it('a missing object or a second autoscaler', () => {
    expect(coverageProblems(withFile('base/profile/pdb.yaml', () => undefined), expected)).toEqual(['profile: no PodDisruptionBudget']);
    expect(coverageProblems(withFile('base/choices/hpa.yaml', () => undefined), expected)).toEqual(['choices: no HorizontalPodAutoscaler']);
    const both = new Map(rendered).set('base/groups/hpa.yaml', { kind: 'HorizontalPodAutoscaler', metadata: { name: 'groups' }, spec: { minReplicas: 2 } });
    expect(coverageProblems(both, expected)).toEqual(['groups: has a HorizontalPodAutoscaler beside its ScaledObject (KEDA makes its own)']);
    expect(coverageProblems(edit('base/auth/hpa.yaml', (d) => (d.spec.minReplicas = 1)), expected)).toEqual(['auth: autoscaler minimum 1 < 2']);
  });

  it('a wrong KEDA trigger', () => {
    expect(coverageProblems(edit('base/groups/scaledobject.yaml', (d) => (d.spec.triggers[0].metadata.consumer = 'old')), expected)).toEqual([
      'groups: no nats-jetstream trigger for consumer groups-choice-made',
    ]);
    expect(coverageProblems(edit('base/groups/scaledobject.yaml', (d) => (d.spec.triggers[0].metadata.stream = 'OTHER')), expected)).toEqual([
      'groups: trigger reads stream OTHER',
    ]);
  });

  it('objects for a planned service', () => {
    const planned: Expectations = {
      workloads: expected.workloads.filter((w) => w.name !== 'admin'),
      routes: API_ROUTES.map((r) => (r.service === 'admin' ? { ...r, status: 'planned' as const } : r)),
      stream: EVENTS_STREAM,
    };
    expect(coverageProblems(rendered, planned)).toContain('planned service admin has a Deployment');
    expect(ingressProblems(rendered, planned, edge)).toContain('planned /api/admin/ is routed to admin');
  });

  it('a probe on the wrong path or port', () => {
    expect(podProblems(edit('base/choices/deployment.yaml', (d) => (container(d).readinessProbe.httpGet.path = '/healthz')), expected)).toEqual([
      'choices: readiness probe asks /healthz, not /readyz',
    ]);
    expect(podProblems(edit('base/choices/deployment.yaml', (d) => (container(d).livenessProbe.httpGet.port = 9999)), expected)).toEqual([
      'choices: liveness probe is not on port 4002',
    ]);
    expect(podProblems(edit('base/choices/deployment.yaml', (d) => (container(d).ports[0].containerPort = 80)), expected)).toEqual([
      'choices: readiness probe is not on port 4002',
      'choices: liveness probe is not on port 4002',
      'choices: startup probe is not on port 4002',
      'choices: Service does not reach port 4002',
    ]);
  });

  it('an unsafe or ungraceful pod, or a secret by value', () => {
    const problems = podProblems(
      edit('base/auth/deployment.yaml', (d) => {
        delete d.spec.template.spec.enableServiceLinks;
        delete container(d).lifecycle;
        container(d).securityContext.readOnlyRootFilesystem = false;
        container(d).env[0] = { name: 'DATABASE_URL', value: 'postgres://user:pw@db/alive' };
        d.spec.replicas = 3;
      }),
      expected,
    );
    expect(problems).toEqual([
      'auth: Deployment sets replicas, which its autoscaler owns',
      'auth: service links would set <NAME>_PORT=tcp://...',
      'auth: no preStop pause before SIGTERM',
      'auth: root file system is writable',
      'auth: DATABASE_URL is written into the manifest instead of referenced',
    ]);
    expect(podProblems(new Map(rendered).set('secret.yaml', { kind: 'Secret', metadata: { name: 'alive-secrets' } }), expected)).toEqual([
      'Secret alive-secrets is in the repository',
    ]);
  });

  it('an API prefix routed elsewhere or not at all', () => {
    const paths = (d: Doc): Doc[] => d.spec.rules[0].http.paths;
    expect(ingressProblems(edit('base/ingress.yaml', (d) => (paths(d).find((p) => p.path === '/api/groups')!.backend.service.name = 'admin')), expected, edge)).toEqual([
      '/api/groups is routed to admin, not groups',
    ]);
    expect(ingressProblems(edit('base/ingress.yaml', (d) => (d.spec.rules[0].http.paths = paths(d).filter((p) => p.path !== '/api/user-choices'))), expected, edge)).toEqual([
      '/api/user-choices is routed to edge, not choices',
    ]);
    expect(ingressProblems(edit('base/ingress.yaml', (d) => (d.spec.rules[0].http.paths = paths(d).filter((p) => p.path !== '/'))), expected, edge)).toEqual([
      '/ is not routed to edge:3000',
    ]);
  });

  it('a file missing from its kustomization, a dangling entry, a patch or image that hits nothing', () => {
    expect(kustomizationProblems(edit('base/kustomization.yaml', (d) => (d.resources = d.resources.filter((r: string) => r !== 'admin/pdb.yaml'))))).toEqual([
      'base: admin/pdb.yaml is not listed in kustomization.yaml',
    ]);
    expect(kustomizationProblems(withFile('base/admin/pdb.yaml', () => undefined))).toEqual(['base: resource admin/pdb.yaml does not exist']);
    expect(kustomizationProblems(edit('overlays/staging/kustomization.yaml', (d) => (d.patches[1].target.name = 'other')))).toEqual([
      'overlays/staging: patch ingress-host.yaml hits no Ingress other',
    ]);
    expect(kustomizationProblems(edit('overlays/production/kustomization.yaml', (d) => d.images.push({ name: 'alive/identity' })))).toEqual([
      'overlays/production: image alive/identity is used by nothing it builds',
    ]);
  });

  it('covers every live service of the registry', () => {
    expect(serviceWorkloads().map((s) => s.name).sort()).toEqual(
      [...new Set(API_ROUTES.filter((r) => r.status !== 'planned').map((r) => r.service))].sort(),
    );
  });
});
