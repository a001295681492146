-- One iteration of the choice loop, exactly the statements the choices service sends (see
-- services/choices/src/data/*.ts, the outbox insert of @alive/events and the service kit's session
-- user lookup, libs/service-kit/src/session-records.ts), for one pgbench client = one bench user
-- (whose session record choice-loop.mjs creates as 'bench-session-of-user-<n>').
-- The session lookups stay in the script although the service answers most of them from its session
-- cache (libs/service-kit/src/session-cache.ts): the ceiling is the loop's SQL as a service without
-- caches would send it (docs/performance.md, "A benchmark you can trust").
-- tools/bench/pgbench-sql.test.ts fails when these drift from what the service really sends. Values the service binds are pgbench variables or
-- literals here. The one difference, which makes this script do MORE work than the service: the
-- service computes the new scores and the event in JS (applyChoice, node:crypto); here the read
-- (statement 4) wraps the service's read and also computes them in SQL (count + 1, score nudged,
-- gen_random_uuid) so the upserts really update rows.
-- pgbench variables: :client_id (0-based, built in), :r (random start in [0, 1)), set below.

\set r random(0, 999999) / 1000000.0
-- GET /api/choice-pairs/next: session user lookup (30-day lifetime, 7-day idle timeout), then the next-pair
-- read (the bench users have no personal pairs, so it is the walk of the shared set for 24 candidates)
/* prepared */
SELECT id, email, "firstName", "lastName", "profileImageUrl", "isAdmin", "sessionCreatedAt", "sessionLastSeenAt"
  FROM alive_session_user('bench-session-of-user-' || :client_id, 2592000000::float8, 604800000::float8, 60000);
-- (the service's read of the candidates and the person's evidence, wrapped: the service's policy
-- picks one of them in JS (@alive/domain chooseNextPair); here the lowest id stands in for it)
SELECT min(snapshot.id) AS id FROM (
/* prepared */
WITH personal AS (
  SELECT cp.id, cp.category, cp.option1, cp.option2,
         cp.option1_tags::text AS "option1Tags", cp.option2_tags::text AS "option2Tags", true AS personal
    FROM choice_pairs cp
   WHERE cp.owner_user_id = 'bench-user-' || :client_id AND cp.is_active
     AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = 'bench-user-' || :client_id AND uc.choice_pair_id = cp.id OFFSET 0)
   ORDER BY cp.created_at, cp.id
   LIMIT 1
), bounds AS (
  SELECT min(id) AS lo, max(id) AS hi FROM choice_pairs WHERE is_active AND owner_user_id IS NULL
), start AS (
  SELECT lo + floor(:r::float8 * (hi - lo + 1))::int AS id FROM bounds WHERE lo IS NOT NULL
), candidates AS (
  SELECT * FROM personal
  UNION ALL
  (SELECT cp.id, cp.category, cp.option1, cp.option2,
          cp.option1_tags::text AS "option1Tags", cp.option2_tags::text AS "option2Tags", false AS personal
     FROM choice_pairs cp
    WHERE cp.is_active AND cp.owner_user_id IS NULL AND cp.id >= (SELECT id FROM start)
      AND NOT EXISTS (SELECT 1 FROM personal)
      AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = 'bench-user-' || :client_id AND uc.choice_pair_id = cp.id OFFSET 0)
    ORDER BY cp.id
    LIMIT 24)
  UNION ALL
  (SELECT cp.id, cp.category, cp.option1, cp.option2,
          cp.option1_tags::text AS "option1Tags", cp.option2_tags::text AS "option2Tags", false AS personal
     FROM choice_pairs cp
    WHERE cp.is_active AND cp.owner_user_id IS NULL AND cp.id < (SELECT id FROM start)
      AND NOT EXISTS (SELECT 1 FROM personal)
      AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = 'bench-user-' || :client_id AND uc.choice_pair_id = cp.id OFFSET 0)
    ORDER BY cp.id
    LIMIT 24)
  LIMIT 24
)
SELECT c.id, c.category, c.option1, c.option2, c."option1Tags", c."option2Tags", c.personal,
       NULL::jsonb AS evidence, NULL::jsonb AS "exploredTags", NULL::text[] AS interests
  FROM candidates c
UNION ALL
SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL,
  (SELECT coalesce(jsonb_agg(jsonb_build_object(
            'dimension', d.dimension, 'positiveWeight', d.positive_weight,
            'negativeWeight', d.negative_weight, 'choiceCount', d.choice_count,
            'updatedAt', (extract(epoch FROM d.updated_at) * 1000)::float8)), '[]'::jsonb)
     FROM dimension_evidence d
    WHERE d.user_id = 'bench-user-' || :client_id),
  (SELECT coalesce(jsonb_agg(p.tag_name), '[]'::jsonb)
     FROM user_preferences p
    WHERE p.user_id = 'bench-user-' || :client_id),
  (SELECT ui.categories FROM user_interests ui WHERE ui.user_id = 'bench-user-' || :client_id)
) snapshot \gset next_
-- POST /api/user-choices: session user lookup, the read, the one atomic write statement
/* prepared */
SELECT id, email, "firstName", "lastName", "profileImageUrl", "isAdmin", "sessionCreatedAt", "sessionLastSeenAt"
  FROM alive_session_user('bench-session-of-user-' || :client_id, 2592000000::float8, 604800000::float8, 60000);
WITH snapshot AS (
/* prepared */
  SELECT cp.id, cp.category, cp.option1, cp.option2,
         cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags", cp.is_active AS "isActive",
         EXISTS (SELECT 1 FROM user_choices uc
                  WHERE uc.user_id = u.id AND uc.choice_pair_id = :next_id) AS "alreadyAnswered",
         (SELECT coalesce(jsonb_agg(jsonb_build_object(
                    'tagName', p.tag_name, 'score', p.score::float8, 'choiceCount', p.choice_count)), '[]'::jsonb)
            FROM user_preferences p
           WHERE p.user_id = u.id
             AND p.tag_name IN (
               SELECT btrim(k) FROM jsonb_object_keys(CASE WHEN jsonb_typeof(cp.option1_tags) = 'object'
                                                       THEN cp.option1_tags ELSE '{}'::jsonb END) AS k
               UNION
               SELECT btrim(k) FROM jsonb_object_keys(CASE WHEN jsonb_typeof(cp.option2_tags) = 'object'
                                                       THEN cp.option2_tags ELSE '{}'::jsonb END) AS k)
         ) AS preferences,
         (SELECT coalesce(jsonb_agg(jsonb_build_object(
                    'dimension', d.dimension, 'positiveWeight', d.positive_weight,
                    'negativeWeight', d.negative_weight, 'choiceCount', d.choice_count)), '[]'::jsonb)
            FROM dimension_evidence d
           WHERE d.user_id = u.id) AS dimensions,
         r.user_id AS "keyUserId", r.request_hash AS "keyRequestHash", r.choice_id AS "keyChoiceId",
         r.choice_created_at AS "keyChoiceCreatedAt", r.choice_pair AS "keyChoicePair"
    FROM users u
    LEFT JOIN choice_pairs cp
      ON cp.id = :next_id AND (cp.owner_user_id IS NULL OR cp.owner_user_id = u.id)
    -- The bench users send no Idempotency-Key: the service binds NULL here, which finds no row. pgbench
    -- cannot bind NULL, so it probes a key no row has (one more index descent: a little MORE work).
    LEFT JOIN choice_requests r ON r.idempotency_key = '00000000-0000-7000-8000-000000000000'::uuid
   WHERE u.id = 'bench-user-' || :client_id
)
-- stands in for applyChoice: next state of every non-alive tag and every alive dimension of the pair
, next_state AS (
SELECT
  (SELECT coalesce(jsonb_agg(jsonb_build_object(
            'tagName', t.k,
            'score', round((coalesce((SELECT (e->>'score')::numeric FROM jsonb_array_elements(s.preferences) e WHERE e->>'tagName' = t.k), 0.5) * 0.9 + 0.05)::numeric, 4),
            'choiceCount', coalesce((SELECT (e->>'choiceCount')::int FROM jsonb_array_elements(s.preferences) e WHERE e->>'tagName' = t.k), 0) + 1)), '[]'::jsonb)
     FROM (SELECT k FROM jsonb_object_keys(s."option1Tags") k UNION SELECT k FROM jsonb_object_keys(s."option2Tags") k) t
    WHERE t.k NOT LIKE 'alive:%') AS prefs_next,
  (SELECT coalesce(jsonb_agg(jsonb_build_object(
            'dimension', t.dim, 'positiveWeight', 1.0, 'negativeWeight', 0.0,
            'choiceCount', coalesce((SELECT (e->>'choiceCount')::int FROM jsonb_array_elements(s.dimensions) e WHERE e->>'dimension' = t.dim), 0) + 1)), '[]'::jsonb)
     FROM (SELECT DISTINCT split_part(k, ':', 2) AS dim
             FROM (SELECT k FROM jsonb_object_keys(s."option1Tags") k UNION SELECT k FROM jsonb_object_keys(s."option2Tags") k) keys
            WHERE k LIKE 'alive:%') t) AS dims_next,
  s.category
FROM snapshot s
)
-- and for makeChoice: the choice.made event (id and payload)
SELECT prefs_next, dims_next, jsonb_array_length(prefs_next) AS prefs_count, jsonb_array_length(dims_next) AS dims_count,
       e.id AS event_id,
       jsonb_build_object('eventId', e.id, 'userId', 'bench-user-' || :client_id, 'choicePairId', :next_id::int,
                          'selectedOption', 'option1', 'category', n.category, 'occurredAt', now()) AS event_payload
  FROM next_state n, (SELECT gen_random_uuid() AS id) e \gset
/* prepared */
WITH inserted AS (
  INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time, prior_rows)
  VALUES ('bench-user-' || :client_id, :next_id, 'option1'::"SelectedOption", 850,
          -- A space after every colon, in the JSON and in this comment too: pgbench reads a colon followed by a name or digit as one of its variables, even inside quotes.
          '{"preferences": {"activity-solo": {"score": 0.5, "choiceCount": 3}}, "dimensions": {"primary_drive": null}}'::jsonb)
  RETURNING id, created_at
), votes AS (
  UPDATE choice_pairs
     SET option1_votes = option1_votes + 1,
         option2_votes = option2_votes + 0,
         total_votes = total_votes + 1
   WHERE id = :next_id
), preferences AS (
  INSERT INTO user_preferences (user_id, tag_name, score, choice_count, updated_at)
  SELECT 'bench-user-' || :client_id, t."tagName", t.score, t."choiceCount", now()
    FROM jsonb_to_recordset(:prefs_next::jsonb) AS t("tagName" text, score numeric, "choiceCount" int)
  ON CONFLICT (user_id, tag_name) DO UPDATE
    SET score = EXCLUDED.score, choice_count = EXCLUDED.choice_count, updated_at = EXCLUDED.updated_at
    WHERE user_preferences.choice_count = EXCLUDED.choice_count - 1
  RETURNING 1
), evidence AS (
  INSERT INTO dimension_evidence (user_id, dimension, positive_weight, negative_weight, choice_count, updated_at)
  SELECT 'bench-user-' || :client_id, t.dimension, t."positiveWeight", t."negativeWeight", t."choiceCount", now()
    FROM jsonb_to_recordset(:dims_next::jsonb)
         AS t(dimension text, "positiveWeight" float8, "negativeWeight" float8, "choiceCount" int)
  ON CONFLICT (user_id, dimension) DO UPDATE
    SET positive_weight = EXCLUDED.positive_weight, negative_weight = EXCLUDED.negative_weight,
        choice_count = EXCLUDED.choice_count, updated_at = EXCLUDED.updated_at
    WHERE dimension_evidence.choice_count = EXCLUDED.choice_count - 1
  RETURNING 1
), outbox AS (
  INSERT INTO outbox_events (id, subject, type, version, payload, traceparent)
  VALUES (:event_id::uuid, 'alive.choices.made.v1', 'choice.made', 1, :event_payload::jsonb,
          '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')
)
SELECT id, created_at AS "createdAt",
       (CASE WHEN (SELECT count(*) FROM preferences) = :prefs_count
              AND (SELECT count(*) FROM evidence) = :dims_count
             THEN NULL
             ELSE 'concurrent_score_update' || ':' || (SELECT count(*) FROM preferences)::text
        END)::int AS "concurrencyCheck"
  FROM inserted;
