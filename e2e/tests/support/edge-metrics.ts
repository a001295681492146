import { E2E_EDGES } from './edges.ts';

/**
 * A metric's value summed over both edges behind the round robin (e2e/serve.ts), for the series whose
 * labels include `labels`: what a Prometheus `sum(...)` over the edge pods would answer.
 */
export async function edgeMetric(name: string, labels: Record<string, string>): Promise<number> {
  let total = 0;
  for (const { metricsPort } of E2E_EDGES) {
    const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text());
    for (const line of text.split('\n')) {
      const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
      if (!match || match[1] !== name) continue;
      const seen = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
      if (Object.entries(labels).every(([key, value]) => seen[key] === value)) total += Number(match[3]);
    }
  }
  return total;
}
