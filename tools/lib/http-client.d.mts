/** Types of http-client.mjs for its test. */
import type { Client, Dispatcher, Pool } from 'undici';

export function connection(url: string | URL): Client;
export function pool(url: string | URL, connections: number): Pool;
export function send(
  dispatcher: Dispatcher,
  method: string,
  path: string,
  options?: { cookie?: string; body?: string; headers?: Record<string, string>; timeoutMs?: number },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>;
