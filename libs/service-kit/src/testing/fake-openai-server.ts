import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake's next chat completions get: model content (a string, or a function of the request
 * body), an HTTP error, or a hang (for timeouts).
 */
export type FakeOpenAiAnswer = { content: string | ((body: Record<string, unknown>) => string) } | { status: number } | { hangMs: number };

/** A local OpenAI-compatible chat completions endpoint for tests (`POST /v1/chat/completions`). */
export interface FakeOpenAiServer {
  /** Base URL including `/v1`. */
  baseURL: string;
  /** Bodies and headers of the chat completion requests received. */
  requests: { body: Record<string, unknown>; authorization: string | undefined }[];
  respondWith(answer: FakeOpenAiAnswer): void;
  close(): Promise<void>;
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/** Starts the fake on a random port on 127.0.0.1; until `respondWith`, it answers 500. */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let answer: FakeOpenAiAnswer = { status: 500 };
  const requests: FakeOpenAiServer['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = await readJson(req);
      requests.push({ body, authorization: req.headers.authorization });
      if ('hangMs' in answer) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.writableEnded) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion('{}')));
        }, answer.hangMs);
        timers.add(timer);
        return;
      }
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":{"message":"upstream failure"}}');
        return;
      }
      const content = typeof answer.content === 'function' ? answer.content(body) : answer.content;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(content)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
