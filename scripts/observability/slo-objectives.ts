/**
 * The service-level objectives of the platform (docs/deploy.md, "Service-level objectives"): one
 * availability and one latency objective per HTTP workload of the cluster (the feature services, the
 * release controller and the edge; scripts/deploy/deploy-targets.ts), and both for the choice loop. The
 * rules, alerts, dashboards and the table in docs/deploy.md are generated from this table; a workload
 * without objectives fails slo-objectives.test.ts.
 *
 * Availability: the share of requests answered without a 5xx. Latency: the share answered within the
 * threshold, which must be a bucket of `http_request_duration_seconds` (HTTP_DURATION_BUCKETS).
 */
export interface Objective {
  /** Share of good requests over the SLO period, e.g. 0.999. */
  objective: number;
  /** Why this target and not another. */
  reason: string;
}

export interface LatencyObjective extends Objective {
  thresholdSeconds: number;
}

export interface WorkloadObjectives {
  availability: Objective;
  latency: LatencyObjective;
}

/** By workload name (deploy-targets.ts `workloads()`). */
export const WORKLOAD_OBJECTIVES: Readonly<Record<string, WorkloadObjectives>> = {
  auth: {
    availability: { objective: 0.999, reason: 'Every page load asks who is signed in (/api/auth/user): without it nobody gets past the landing page.' },
    latency: {
      objective: 0.99,
      thresholdSeconds: 0.5,
      reason: 'Session lookups are one indexed read; only the sign-in callback waits on the OpenID provider, and it is rare.',
    },
  },
  choices: {
    availability: { objective: 0.999, reason: 'The home loop and the preferences every other feature reads; a lost choice is a lost answer.' },
    latency: { objective: 0.99, thresholdSeconds: 0.25, reason: 'Each call is one short transaction; the loop itself has a stricter objective of its own.' },
  },
  profile: {
    availability: { objective: 0.995, reason: 'Read-mostly screens computed from stored evidence; a failed read is retried by the next visit.' },
    latency: {
      objective: 0.99,
      thresholdSeconds: 2.5,
      reason: 'An OpenAI-backed insight waits for its answer up to OPENAI_TIMEOUT_MS before the built-in engine answers.',
    },
  },
  recommendations: {
    availability: { objective: 0.995, reason: 'Lists are cached and regenerated in the background; a failed read shows the last list on the next try.' },
    latency: {
      objective: 0.95,
      thresholdSeconds: 1,
      reason: 'Most reads are a cached list; a first or stale list waits for a generation slot (WORK_CONCURRENCY) and its ranking.',
    },
  },
  groups: {
    availability: { objective: 0.995, reason: 'Private groups of a few people; nothing in the choice loop depends on it.' },
    latency: { objective: 0.99, thresholdSeconds: 1, reason: "A group's list is generated on the first read after a member's choice dropped it." },
  },
  admin: {
    availability: { objective: 0.99, reason: 'Administrators only, who can retry; nobody else is affected while it is down.' },
    latency: {
      objective: 0.95,
      thresholdSeconds: 2.5,
      reason: 'Analytics read large tables, and the AI pair tools wait up to ADMIN_AI_TIMEOUT_MS.',
    },
  },
  releases: {
    availability: {
      objective: 0.995,
      reason: 'Only the edges call it; they keep what it refused and send again, so a short outage costs evidence, never a page.',
    },
    latency: { objective: 0.99, thresholdSeconds: 0.25, reason: 'A forward is counted in memory; Postgres is written every RUM_FLUSH_MS, not per request.' },
  },
  edge: {
    availability: {
      objective: 0.999,
      reason: 'Every request of the site passes it, proxied API calls included: its 5xx (502, 504 from a service too) is what visitors see.',
    },
    latency: {
      objective: 0.99,
      thresholdSeconds: 0.5,
      reason: "What it answers itself (pages, /remotes.json, release files); a signed-in page waits for its screen's data only a bounded time.",
    },
  },
};

/**
 * A feature service added since the table was last edited (`npm run scaffold:feature`): monitored from
 * its first deploy with the objectives of a feature nothing else depends on, until its team writes its
 * own entry above; slo-objectives.test.ts holds the committed tree to one entry per workload.
 */
export const NEW_FEATURE_OBJECTIVES: WorkloadObjectives = {
  availability: { objective: 0.995, reason: 'A new feature service: nothing else depends on it yet, so a failed read costs only its own screen.' },
  latency: { objective: 0.99, thresholdSeconds: 1, reason: 'A new feature service: its screens read a few rows; its team sets a tighter target once it is measured.' },
};

export const objectivesOfWorkload = (name: string): WorkloadObjectives => WORKLOAD_OBJECTIVES[name] ?? NEW_FEATURE_OBJECTIVES;

/** The choice loop (docs/architecture.md, "The choice-event flow"): a person answers a pair and gets the next. */
export const CHOICE_LOOP_OBJECTIVES: WorkloadObjectives = {
  availability: { objective: 0.9995, reason: 'It is the product: a failed answer or next pair stops the person in the middle of the loop.' },
  latency: {
    objective: 0.99,
    thresholdSeconds: 0.1,
    reason: 'A click must show the next pair at once (docs/performance.md, "Click to next pair"); the bench target is far below this.',
  },
};
