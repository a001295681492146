import { afterFirstPaint } from './features/first-paint/after-first-paint.ts';

// Async boundary: Module Federation negotiates the shared singletons (React, router, query client,
// styled-components, @alive/ui, @alive/api-client) before any of them is evaluated. Nothing is eager.
// It starts once the prerendered document has painted (docs/architecture.md, "First paint").
afterFirstPaint()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx'))
  .catch((error: unknown) => {
    console.error('A.L.I.V.E failed to start', error);
  });
