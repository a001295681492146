import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { PodMonitorModel, PrometheusRuleModel } from './monitoring-schemas.ts';

/** The Kubernetes (and KEDA) JSON schemas of every kind the manifests use, and the monitoring kinds' shape checks, keyed `apiVersion/kind`. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'monitoring.coreos.com/v1/PodMonitor': PodMonitorModel,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRuleModel,
};

/** Schema errors of one object; an unknown kind is an error too, so nothing goes unchecked. */
export function schemaProblems(document: unknown): string[] {
  const { apiVersion, kind } = (document ?? {}) as { apiVersion?: string; kind?: string };
  const Model = MODELS[`${apiVersion}/${kind}`];
  if (!Model) return [`no schema for ${apiVersion}/${kind}`];
  try {
    new Model(document as never).validate();
    return [];
  } catch (error) {
    return [`${kind}: ${error instanceof Error ? error.message : String(error)}`];
  }
}
