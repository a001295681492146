/** Types of the parts of workspace.mjs the tests and TypeScript bench helpers reuse (scripts/observability/real-prometheus.test.ts, lib/shared-process.ts). */
import type { PrismaClient } from '@alive/db';

export const REPO_ROOT: string;
/** What the service processes sign their session cookies with (SESSION_KEYS). */
export const SESSION_KEYS: string;
export function createBenchUsers(prisma: PrismaClient, count: number, options?: { prefix?: string }): Promise<void>;
export function benchSessionCookies(prisma: PrismaClient, count: number, options?: { prefix?: string }): Promise<string[]>;
export function replicateSeedPairs(prisma: PrismaClient, pairs: number): Promise<void>;
