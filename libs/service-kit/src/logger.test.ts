import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LOGGER = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** Runs `body` in a fresh Node process with `createLogger` in scope; its stdout's JSON lines. */
function linesOf(body: string): { lines: Record<string, unknown>[]; status: number | null } {
  const script = `import { createLogger } from ${JSON.stringify(LOGGER)};\n${body}`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  const lines = result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { lines, status: result.status };
}

describe('createLogger', () => {
  it('writes every line, whole and in order, from several loggers of one process, even when it exits at once', () => {
    const { lines, status } = linesOf(`
      const a = createLogger({ name: 'a' });
      const b = createLogger({ name: 'b' });
      for (let i = 0; i < 2000; i += 1) (i % 2 ? a : b).info({ i, pad: 'x'.repeat(200) }, 'line');
      a.fatal('last words');
      process.exit(1);
    `);
    expect(status).toBe(1);
    expect(lines).toHaveLength(2001);
    expect(lines.slice(0, 2000).map((line) => line.i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
    expect(lines.at(-1)).toMatchObject({ service: 'a', msg: 'last words', level: 60 });
  });

  it('leaves the session cookie out of what it writes', () => {
    const { lines } = linesOf(`createLogger({ name: 'svc' }).info({ req: { headers: { cookie: 'alive.sid=secret', accept: 'json' } } }, 'request');`);
    expect(lines).toEqual([expect.objectContaining({ service: 'svc', msg: 'request', req: { headers: { accept: 'json' } } })]);
  });
});
