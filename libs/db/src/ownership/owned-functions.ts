import { SESSION_READERS, type DatabaseService } from './database-services.ts';

/**
 * The functions through which one service's statement changes another's table, each owned by the
 * table's owner (SECURITY DEFINER: it runs as its owner, so every write to the table is the owner's
 * role's, docs/data-ownership.md). They are created by migrations; the roles migration (roles-sql.ts)
 * gives them to their owner and lets only `callers` execute them.
 */
export interface OwnedFunction {
  /** As `ALTER FUNCTION` names it: name and argument types. */
  signature: string;
  owner: DatabaseService;
  /** Who may execute it; a trigger's function needs nobody (triggers do not check EXECUTE). */
  callers: readonly DatabaseService[];
  why: string;
}

export const OWNED_FUNCTIONS: readonly OwnedFunction[] = [
  {
    signature: 'alive_session_user(text, double precision, double precision, double precision)',
    owner: 'auth',
    callers: SESSION_READERS,
    why: "every service's session lookup refreshes the session's last_seen_at",
  },
  {
    signature: 'alive_delete_ended_session(text, double precision, double precision)',
    owner: 'auth',
    callers: SESSION_READERS,
    why: 'every service deletes the ended session of a cookie it signs out',
  },
  {
    signature: 'alive_forget_folded_choices()',
    owner: 'admin',
    callers: [],
    why: "trigger on user_choices: choices' deletions adjust admin's choice rollups",
  },
  {
    signature: 'alive_reset_choice_rollups()',
    owner: 'admin',
    callers: [],
    why: "trigger on user_choices: emptying the choices empties admin's choice rollups",
  },
];
