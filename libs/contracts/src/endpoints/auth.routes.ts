import { defineRoutes } from './endpoint.ts';
import { AUTH_PATHS } from '../constants/auth.ts';

/** Where each auth call answers (the schema-free half of `authEndpoints`, for browser clients). */
export const authRoutes = defineRoutes({
  login: { method: 'get', path: AUTH_PATHS.login },
  connect: { method: 'get', path: AUTH_PATHS.connect },
  callback: { method: 'get', path: AUTH_PATHS.callback },
  logoutPage: { method: 'get', path: AUTH_PATHS.logout },
  logout: { method: 'post', path: AUTH_PATHS.logout },
  currentUser: { method: 'get', path: AUTH_PATHS.currentUser },
});
