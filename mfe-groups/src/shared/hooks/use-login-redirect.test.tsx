import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateToLogin } from '../lib/navigate-to-login.ts';
import { SIGN_IN_NEEDED_DELAY_MS, useSignInNeeded } from './use-login-redirect.ts';

vi.mock('../lib/navigate-to-login.ts', () => ({ LOGIN_PATH: '/api/login', navigateToLogin: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
});

describe('useSignInNeeded', () => {
  it('goes to the login exactly 1 s after the message', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSignInNeeded());
    result.current('Please log in to create a group');
    expect(SIGN_IN_NEEDED_DELAY_MS).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(navigateToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });
});
