/** The one message for a NUL character anywhere in a request (docs/api.md, Input rules). */
export const NUL_REFUSED_MESSAGE = 'must not contain NUL characters';

/**
 * True when a parsed JSON value holds `\u0000` in any string or key, at any depth. Iterative, so a
 * deeply nested body (the size limit allows thousands of levels) cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
