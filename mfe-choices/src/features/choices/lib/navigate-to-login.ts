/** Login is a full-page navigation (spec §1, §7), never a client-side route change. */
export const LOGIN_PATH = '/api/login';

export function navigateToLogin(): void {
  window.location.href = LOGIN_PATH;
}
