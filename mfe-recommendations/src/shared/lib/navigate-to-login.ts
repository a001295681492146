/** Login is a full-page navigation (docs/product/platform.md, Auth gate), never a client-side route change. */
export const LOGIN_PATH = '/api/login';

export function navigateToLogin(): void {
  window.location.href = LOGIN_PATH;
}
