-- Services keep who a session belongs to in memory for a few seconds (libs/service-kit/src/session-cache.ts,
-- docs/architecture.md "Sessions"). They must forget an entry the moment the database stops agreeing with it,
-- so every change that could end a session or change what a service knows of its user is announced on the
-- channel `alive_session_changes`: `s:<session id>`, `u:<user id>`, or `*` (everything, after a TRUNCATE).
-- Touching `last_seen_at` forward (every minute of use) announces nothing: it ends no session.

-- The body's semicolons are written \073 in an escape string: `prisma migrate deploy` cuts a migration
-- into statements at every semicolon, quoted or not, and would cut the function apart
-- (libs/db/src/migrate/prisma-compat.test.ts).
CREATE FUNCTION alive_announce_session_change() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''TRUNCATE'' THEN
    PERFORM pg_notify(''alive_session_changes'', ''*'')\073
  ELSIF TG_TABLE_NAME = ''sessions'' THEN
    PERFORM pg_notify(''alive_session_changes'', ''s:'' || OLD.id)\073
  ELSE
    PERFORM pg_notify(''alive_session_changes'', ''u:'' || OLD.id)\073
  END IF\073
  RETURN NULL\073
END
';

CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION alive_announce_session_change();

CREATE TRIGGER sessions_announce_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR NEW.last_seen_at < OLD.last_seen_at
  ) EXECUTE FUNCTION alive_announce_session_change();

CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION alive_announce_session_change();

-- Only the columns a session lookup returns (SESSION_USER_QUERY): other updates of a user change nothing cached.
CREATE TRIGGER users_announce_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    OLD.id IS DISTINCT FROM NEW.id
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.profile_image_url IS DISTINCT FROM NEW.profile_image_url
    OR OLD.is_admin IS DISTINCT FROM NEW.is_admin
  ) EXECUTE FUNCTION alive_announce_session_change();

CREATE TRIGGER users_announce_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION alive_announce_session_change();

CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION alive_announce_session_change();
