import { defineEndpointTable } from './endpoint.ts';

// Filled in by the recommendations service's migration to its endpoint table (docs/api.md, Endpoint tables).
export const recommendationsEndpoints = defineEndpointTable({ service: 'recommendations', description: '', endpoints: {} });
