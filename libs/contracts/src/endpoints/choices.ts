import { defineEndpointTable } from './endpoint.ts';

// Filled in by the choices service's migration to its endpoint table (docs/api.md, Endpoint tables).
export const choicesEndpoints = defineEndpointTable({ service: 'choices', description: '', endpoints: {} });
