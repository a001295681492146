import { defineEndpointTable } from './endpoint.ts';

// Filled in by the profile service's migration to its endpoint table (docs/api.md, Endpoint tables).
export const profileEndpoints = defineEndpointTable({ service: 'profile', description: '', endpoints: {} });
