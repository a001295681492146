import { DATABASE_SERVICES } from '@alive/db';
import { workloads } from './deploy-targets.ts';
import { renderManifests } from './k8s/render-manifests.ts';

/**
 * Each workload enters Postgres as its own role (docs/deploy.md, "Database roles";
 * docs/data-ownership.md): its DATABASE_URL is its own Secret key, `DATABASE_URL_<NAME>`, whose user is
 * the role `alive_<name>` the roles migration creates. Only the migration Job uses the schema owner's
 * `DATABASE_URL`.
 */
type Env = { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };
type Pod = { spec: { containers: { env?: Env[] }[] } };
const rendered = new Map(renderManifests().map((file) => [file.path, file.document as Record<string, unknown>]));
const databaseUrlKey = (pod: Pod) => pod.spec.containers[0]!.env?.find((variable) => variable.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key;

describe('the database user of each workload', () => {
  it('is the workload’s own Secret key, DATABASE_URL_<NAME>, and a role the roles migration creates', () => {
    const keys = workloads().map((workload) => {
      const deployment = rendered.get(`base/${workload.name}/deployment.yaml`) as { spec: { template: Pod } } | undefined;
      expect(deployment, workload.name).toBeDefined();
      expect(DATABASE_SERVICES as readonly string[], `${workload.name} needs a role in libs/db/src/ownership/database-services.ts`).toContain(workload.name);
      return databaseUrlKey(deployment!.spec.template);
    });
    expect(keys).toEqual(workloads().map((workload) => `DATABASE_URL_${workload.name.toUpperCase()}`));
  });

  it('is the schema owner for the migration Job only', () => {
    const job = rendered.get('migrate/job.yaml') as { spec: { template: Pod } };
    expect(databaseUrlKey(job.spec.template)).toBe('DATABASE_URL');
  });
});
