import type { Registry } from 'prom-client';

/** A metric's value for some labels (any order, default labels aside), or undefined: for the edge's tests. */
export async function metricValue(registry: Registry, name: string, labels: Record<string, string>): Promise<number | undefined> {
  const metric = registry.getSingleMetric(name.replace(/_(count|sum|bucket)$/, '')) ?? registry.getSingleMetric(name);
  const data = await metric?.get();
  const value = data?.values.find(
    (entry) => ((entry as { metricName?: string }).metricName ?? name) === name && Object.entries(labels).every(([key, wanted]) => String(entry.labels[key]) === wanted),
  );
  return value?.value;
}
