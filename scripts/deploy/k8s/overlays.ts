import { imageName } from '../docker/dockerfile-template.ts';
import { CONFIG_MAP, INGRESS_NAME } from './cluster-settings.ts';

/** What differs between environments (docs/deploy.md, "Overlays"); everything else is the base. */
export interface Environment {
  name: string;
  namespace: string;
  host: string;
  oidcIssuer: string;
  /** Where the images are pushed; kustomize rewrites `alive/<name>` to `<registry>/alive/<name>`. */
  registry: string;
}

export const ENVIRONMENTS: readonly Environment[] = [
  { name: 'staging', namespace: 'alive-staging', host: 'staging.alive.example.com', oidcIssuer: 'https://login.example.com/staging', registry: 'registry.example.com' },
  { name: 'production', namespace: 'alive', host: 'alive.example.com', oidcIssuer: 'https://login.example.com', registry: 'registry.example.com' },
];

export const KUSTOMIZATION = { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization' } as const;

/** Under deploy/k8s: the Prometheus Operator's objects (render-manifests.ts). */
export const MONITORING_DIR = 'monitoring';

export const CONFIG_PATCH_FILE = 'alive-config.yaml';
export const INGRESS_PATCH_FILE = 'ingress-host.yaml';

const images = (environment: Environment, names: readonly string[], version: string) =>
  names.map((name) => ({ name: imageName(name), newName: `${environment.registry}/${imageName(name)}`, newTag: version }));

export function overlayKustomization(environment: Environment, imageNames: readonly string[], version: string) {
  return {
    ...KUSTOMIZATION,
    namespace: environment.namespace,
    resources: ['../../base', `../../${MONITORING_DIR}`],
    images: images(environment, imageNames, version),
    patches: [
      { path: CONFIG_PATCH_FILE },
      { path: INGRESS_PATCH_FILE, target: { group: 'networking.k8s.io', version: 'v1', kind: 'Ingress', name: INGRESS_NAME } },
    ],
  };
}

export function migrateOverlayKustomization(environment: Environment, migrateImage: string, version: string) {
  return { ...KUSTOMIZATION, namespace: environment.namespace, resources: ['../../../migrate'], images: images(environment, [migrateImage], version) };
}

export function configPatch(environment: Environment) {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: CONFIG_MAP },
    data: { PUBLIC_URL: `https://${environment.host}`, OIDC_ISSUER: environment.oidcIssuer },
  };
}

/** JSON 6902 operations: the host and its TLS certificate (a Secret the certificate tooling writes). */
export function ingressPatch(environment: Environment) {
  return [
    { op: 'add', path: '/spec/rules/0/host', value: environment.host },
    { op: 'add', path: '/spec/tls', value: [{ hosts: [environment.host], secretName: `${INGRESS_NAME}-tls` }] },
  ];
}
