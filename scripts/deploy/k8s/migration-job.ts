import type { IJob } from 'kubernetes-models/batch/v1/Job';
import { imageName, MIGRATE_IMAGE } from '../docker/dockerfile-template.ts';
import { PART_OF, RUNTIME_UID, SECRET } from './cluster-settings.ts';

/** Named by release so each release runs it once; Jobs are immutable, so a new release is a new Job. */
export const migrationJobName = (version: string): string => `alive-migrate-${version}`;

/**
 * Applies pending migrations before a release's Deployments (docs/migrations.md): the offline runner
 * of `npm run migrate -w @alive/db`, holding Prisma's advisory lock, so a second run waits and then
 * finds nothing to do.
 */
export function migrationJob(version: string): IJob {
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: migrationJobName(version), labels: { 'app.kubernetes.io/name': 'migrate', 'app.kubernetes.io/part-of': PART_OF } },
    spec: {
      backoffLimit: 2,
      activeDeadlineSeconds: 900,
      ttlSecondsAfterFinished: 7 * 24 * 3600,
      template: {
        metadata: { labels: { 'app.kubernetes.io/name': 'migrate', 'app.kubernetes.io/part-of': PART_OF } },
        spec: {
          restartPolicy: 'Never',
          enableServiceLinks: false,
          securityContext: { runAsNonRoot: true, runAsUser: RUNTIME_UID, runAsGroup: RUNTIME_UID, seccompProfile: { type: 'RuntimeDefault' } },
          containers: [
            {
              name: 'migrate',
              image: `${imageName(MIGRATE_IMAGE)}:${version}`,
              env: [{ name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: SECRET, key: 'DATABASE_URL' } } }],
              resources: { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
              securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: '256Mi' } }],
        },
      },
    },
  };
}
