import { createSessionRecord, deleteEndedSessionsOf, deleteSessionRecord, type SessionDatabase, type SessionLifetimes } from '@alive/service-kit';

/**
 * Starts a server-side session for a user who just signed in and returns its id (all the cookie
 * carries). The user's ended sessions are swept first, so rows of people who never log out do not pile up.
 */
export async function startSession(db: SessionDatabase, userId: string, lifetimes: SessionLifetimes): Promise<string> {
  await deleteEndedSessionsOf(db, userId, lifetimes);
  return createSessionRecord(db, userId);
}

/** Ends a session everywhere: any copy of its cookie is signed out from the next request on. */
export function endSession(db: SessionDatabase, sessionId: string): Promise<boolean> {
  return deleteSessionRecord(db, sessionId);
}
