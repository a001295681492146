import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: the pair search asks the server at most once
 * per pause in typing, not once per key (docs/product/admin.md, Choice pairs at scale).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
