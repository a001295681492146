import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { announceChoiceRecorded, onChoiceRecorded, useOnChoiceRecorded } from './choice-recorded.ts';
import { createQueryClient } from './query-client.ts';

describe('choice recorded announcements', () => {
  it('reach every listener of the same QueryClient once, and no other client', () => {
    const shared = createQueryClient();
    const other = createQueryClient();
    const first = vi.fn();
    const second = vi.fn();
    const elsewhere = vi.fn();
    const stop = onChoiceRecorded(shared, first);
    onChoiceRecorded(shared, second);
    onChoiceRecorded(other, elsewhere);

    announceChoiceRecorded(shared, { choicePairId: 7 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ choicePairId: 7 });
    expect(second).toHaveBeenCalledTimes(1);
    expect(elsewhere).not.toHaveBeenCalled();

    stop();
    announceChoiceRecorded(shared, { choicePairId: 8 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('useOnChoiceRecorded listens while mounted, with the latest callback', () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const before = vi.fn();
    const after = vi.fn();
    const { rerender, unmount } = renderHook(({ listener }) => useOnChoiceRecorded(listener), {
      wrapper,
      initialProps: { listener: before },
    });
    announceChoiceRecorded(client, { choicePairId: 1 });
    rerender({ listener: after });
    announceChoiceRecorded(client, { choicePairId: 2 });
    expect(before.mock.calls).toEqual([[{ choicePairId: 1 }]]);
    expect(after.mock.calls).toEqual([[{ choicePairId: 2 }]]);
    unmount();
    announceChoiceRecorded(client, { choicePairId: 3 });
    expect(after).toHaveBeenCalledTimes(1);
  });
});
