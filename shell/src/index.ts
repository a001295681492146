// Async boundary: Module Federation negotiates the shared singletons (React, router, query client,
// styled-components, @alive/ui, @alive/api-client) before any of them is evaluated. Nothing is eager.
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx').catch((error: unknown) => {
  console.error('A.L.I.V.E failed to start', error);
});
