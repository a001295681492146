/** Types of lean-http.mjs for its test (scripts/bench/lean-http.test.ts). */
export class LeanConnection {
  constructor(target: { hostname: string; port: number | string });
  request(method: string, path: string, cookie: string, body?: string): Promise<{ status: number; text: string }>;
  close(): void;
}
export function parseResponse(bytes: Buffer): { status: number; text: string; close: boolean } | undefined;
