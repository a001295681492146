import { defineConfig } from 'vitest/config';

// Three projects: pure/unit + service integration run in node; screens run in jsdom.
export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        test: {
          name: 'node',
          globals: true,
          environment: 'node',
          include: ['libs/**/src/**/*.test.ts', 'services/**/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'dom',
          globals: true,
          environment: 'jsdom',
          // The page URL relative API paths (`/api/...`) resolve against, as in the browser; the mock API
          // (@alive/api-mocks, MSW) matches its handlers on this origin.
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          include: ['shell/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}', 'libs/**/src/**/*.test.tsx'],
          setupFiles: ['./vitest.dom-setup.ts'],
        },
      },
    ],
  },
});
