import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectContract, expectError } from './contract-testing.ts';

const pairSchema = z.object({ id: z.number().int(), tags: z.record(z.string(), z.number()) });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('expectContract', () => {
  it('returns the parsed body of a 2xx response that matches', async () => {
    await expect(expectContract(pairSchema, json({ id: 3, tags: { a: 1 } }, 201))).resolves.toEqual({ id: 3, tags: { a: 1 } });
    await expect(expectContract(pairSchema.nullable(), { status: 200, body: null })).resolves.toBeNull();
  });

  it('fails naming each field that breaks the contract, with the body', async () => {
    const failure = expectContract(pairSchema, json({ id: '3', tags: { a: 'x' } }));
    await expect(failure).rejects.toThrow(/Response 200 does not match the response contract/);
    await expect(expectContract(pairSchema, json({ id: '3', tags: { a: 'x' } }))).rejects.toThrow(/at id[\s\S]*at tags\.a[\s\S]*body: \{"id":"3"/);
  });

  it('fails on a status other than the expected one (any 2xx by default)', async () => {
    await expect(expectContract(pairSchema, json({ message: 'Nope' }, 404))).rejects.toThrow(/Response 404, expected a 2xx; body: \{"message":"Nope"\}/);
    await expect(expectContract(pairSchema, json({ id: 1, tags: {} }), { status: 201 })).rejects.toThrow(/expected 201/);
  });

  it('fails on a body that is not JSON', async () => {
    await expect(expectContract(pairSchema, new Response('<html>', { status: 200 }))).rejects.toThrow(/is not JSON: <html>/);
  });
});

describe('expectError', () => {
  it('returns the message of a { message } body with the expected status', async () => {
    await expect(expectError(json({ message: 'Unauthorized' }, 401), 401)).resolves.toBe('Unauthorized');
  });

  it('fails on another status, a missing message or extra fields', async () => {
    await expect(expectError(json({ message: 'Unauthorized' }, 401), 403)).rejects.toThrow(/expected 403/);
    await expect(expectError(json({ error: 'x' }, 400), 400)).rejects.toThrow(/error contract/);
    await expect(expectError(json({ message: 'x', stack: 'at db.ts:1' }, 500), 500)).rejects.toThrow(/error contract/);
  });
});
