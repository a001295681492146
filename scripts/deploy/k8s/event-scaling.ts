import type { IScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import type { Workload } from '../deploy-targets.ts';
import { CPU_TARGET_PERCENT, EVENTS_STREAM, LAG_THRESHOLD, NATS_ACCOUNT, NATS_MONITORING_ENDPOINT } from './cluster-settings.ts';
import { labelsOf, SCALE_DOWN_BEHAVIOR } from './workload-manifests.ts';

/**
 * A consumer of events scales on its JetStream backlog as well as on CPU (docs/deploy.md, "Scaling").
 * KEDA creates and owns the HorizontalPodAutoscaler for it (`keda-hpa-<name>`), so such a workload
 * gets no HPA of its own: two autoscalers on one Deployment would fight over its replica count.
 */
export function scaledObject(workload: Workload): IScaledObject {
  return {
    apiVersion: 'keda.sh/v1alpha1',
    kind: 'ScaledObject',
    metadata: { name: workload.name, labels: labelsOf(workload) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: workload.name },
      minReplicaCount: workload.minReplicas,
      maxReplicaCount: workload.maxReplicas,
      pollingInterval: 15,
      cooldownPeriod: 300,
      advanced: { horizontalPodAutoscalerConfig: { behavior: SCALE_DOWN_BEHAVIOR } },
      triggers: [
        ...workload.consumers.map((consumer) => ({
          type: 'nats-jetstream',
          metadata: {
            natsServerMonitoringEndpoint: NATS_MONITORING_ENDPOINT,
            account: NATS_ACCOUNT,
            stream: EVENTS_STREAM,
            consumer: consumer.durable,
            lagThreshold: String(LAG_THRESHOLD),
          },
        })),
        // The same HTTP load rule as every other service's HPA.
        { type: 'cpu', metricType: 'Utilization', metadata: { value: String(CPU_TARGET_PERCENT) } },
      ],
    },
  };
}
