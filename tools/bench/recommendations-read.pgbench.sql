-- One cached read of GET /api/personalized-recommendations/general, exactly the statements the
-- recommendations service sends (the service kit's session user lookup, libs/service-kit/src/session-records.ts,
-- then services/recommendations/src/data/recommendation-cache-repository.ts: readWithFirstChoice; the read counters
-- are written later, batched, by data/read-counter.ts, off the read's path), for one
-- pgbench client = one bench user (whose session record recommendations.mjs creates as
-- 'bench-session-of-user-<n>'). tools/bench/recommendations-sql.test.ts fails when these drift from what
-- the service really sends. Values the service binds are literals or pgbench variables here.
-- The session lookup stays in the script although the service answers most reads from its session cache
-- (libs/service-kit/src/session-cache.ts): the ceiling is the read's SQL as a service without caches would send it.
-- pgbench variables: :client_id (0-based, built in).

/* prepared */
SELECT id, email, "firstName", "lastName", "profileImageUrl", "isAdmin", "sessionCreatedAt", "sessionLastSeenAt"
  FROM alive_session_user('bench-session-of-user-' || :client_id, 2592000000::float8, 604800000::float8, 60000);
SELECT category,
  CASE WHEN jsonb_typeof(payload) = 'array' THEN jsonb_path_query_array(payload, '$[0 to $last]', jsonb_build_object('last', 9::int)) ELSE payload END AS payload,
  generated_at AS "generatedAt",
  (jsonb_typeof(payload) = 'array' AND NOT stale
    AND generated_at > now() - (43200000::double precision * interval '1 millisecond')
    AND NOT (generating_since IS NOT NULL AND generating_since > now() - (60000::double precision * interval '1 millisecond'))) AS fresh,
  (generating_since IS NOT NULL AND generating_since > now() - (60000::double precision * interval '1 millisecond')) AS generating,
  (SELECT uc.created_at FROM user_choices uc WHERE uc.user_id = 'bench-user-' || :client_id ORDER BY uc.created_at LIMIT 1) AS "firstChoiceAt"
FROM (SELECT 1) AS person LEFT JOIN recommendation_caches ON user_id = 'bench-user-' || :client_id AND category = 'general';
