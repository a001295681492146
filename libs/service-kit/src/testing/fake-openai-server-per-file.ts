import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';

/**
 * The fake OpenAI server for one test file: started before its tests, closed after them, its request
 * log emptied before each test. The returned handle is filled in when the server starts, so read its
 * fields inside tests, not at module load. Vitest only (a separate entry from `@alive/service-kit/testing`,
 * which the benchmarks load outside Vitest).
 */
export function fakeOpenAiServerPerFile(): FakeOpenAiServer {
  const handle = {} as FakeOpenAiServer;
  beforeAll(async () => {
    Object.assign(handle, await startFakeOpenAiServer());
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    handle.requests.length = 0;
  });
  return handle;
}
