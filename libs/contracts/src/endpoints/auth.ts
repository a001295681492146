import { defineEndpointTable } from './endpoint.ts';

// Filled in by the auth service's migration to its endpoint table (docs/api.md, Endpoint tables).
export const authEndpoints = defineEndpointTable({ service: 'auth', description: '', endpoints: {} });
