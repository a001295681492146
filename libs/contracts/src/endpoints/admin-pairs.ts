import { defineEndpoints } from './endpoint.ts';

// Filled in by the admin service's migration to its endpoint table (docs/api.md, Endpoint tables).
export const adminPairsEndpoints = defineEndpoints({});
