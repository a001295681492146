import type { Endpoint, EndpointAccess, EndpointResponse, EndpointTable, HttpMethod } from '@alive/contracts';

export type { HttpMethod };
/** One route of a service, as its API document shows it: an endpoint of its table (docs/api.md, Endpoint tables). */
export type ApiOperation = Endpoint;
export type OperationAccess = EndpointAccess;
export type OperationResponse = EndpointResponse;
/** A service's endpoint table, from which its routes and API document come. */
export type ServiceOperations = EndpointTable;

/** The table's endpoints in declaration order. */
export function operationsOf(table: EndpointTable): Endpoint[] {
  return Object.values(table.endpoints);
}
