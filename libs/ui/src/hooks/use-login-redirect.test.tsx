import { ApiError, navigateToLogin } from '@alive/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../toast/toast-store.ts';
import { SIGN_IN_NEEDED_DELAY_MS, useLoginRedirect, useSignInNeeded } from './use-login-redirect.ts';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(navigateToLogin).mockClear();
  toastStore.dismiss();
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

const openTitles = () => toastStore.getSnapshot().filter((toast) => toast.open).map((toast) => toast.title);

describe('useLoginRedirect', () => {
  it('answers a 401 with the logged-out toast and the login 500 ms later', () => {
    const { result } = renderHook(() => useLoginRedirect());
    let handled: boolean | undefined;
    act(() => {
      handled = result.current(new ApiError(401, '', 'Unauthorized'));
    });
    expect(handled).toBe(true);
    expect(openTitles()).toContain('Unauthorized');
    vi.advanceTimersByTime(499);
    expect(navigateToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves any other error to the caller', () => {
    const { result } = renderHook(() => useLoginRedirect());
    let handled: boolean | undefined;
    act(() => {
      handled = result.current(new ApiError(500, '', 'Internal Server Error'));
    });
    expect(handled).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(navigateToLogin).not.toHaveBeenCalled();
    expect(openTitles()).toEqual([]);
  });
});

describe('useSignInNeeded', () => {
  it('shows the message and goes to the login exactly 1 s later, once for two calls', () => {
    const { result } = renderHook(() => useSignInNeeded());
    act(() => result.current('Please log in to create a group'));
    expect(openTitles()).toEqual(['Please log in to create a group']);
    vi.advanceTimersByTime(500);
    act(() => result.current({ title: 'Authentication Required', description: 'Please log in to submit choices.' }));
    expect(openTitles()).toEqual(['Authentication Required']);
    expect(SIGN_IN_NEEDED_DELAY_MS).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(navigateToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('cancels the navigation when the screen goes away', () => {
    const { result, unmount } = renderHook(() => useSignInNeeded());
    act(() => result.current('Please log in to join a group'));
    unmount();
    vi.advanceTimersByTime(2000);
    expect(navigateToLogin).not.toHaveBeenCalled();
  });
});
