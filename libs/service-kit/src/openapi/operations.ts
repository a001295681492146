import type { ZodObject, ZodType } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an operation: anyone, a signed-in user (session cookie), or a signed-in admin. */
export type OperationAccess = 'public' | 'user' | 'admin';

export interface OperationResponse {
  description: string;
  /** JSON body; absent for empty bodies (204) and redirects. */
  schema?: ZodType;
}

/** One route of a service, as its API document shows it (docs/api.md). */
export interface ApiOperation {
  method: HttpMethod;
  /** Koa path, parameters as `:name` (e.g. `/api/user-preferences/:userId`). */
  path: string;
  summary: string;
  description?: string;
  access: OperationAccess;
  params?: ZodObject;
  query?: ZodObject;
  body?: ZodType;
  /**
   * Success and route-specific error statuses. 400 (when params/query/body are validated), 401/403
   * (from `access`) and 500 are added by the generator with the shared error contract.
   */
  responses: Record<number, OperationResponse>;
  /**
   * Set when middleware in front of the service's routers answers the path (e.g. grant's OAuth handler),
   * so the route-coverage test does not look for it in a router. Says which middleware.
   */
  servedBy?: string;
}

export interface ServiceOperations {
  /** The service's name in the feature registry. */
  service: string;
  description: string;
  operations: readonly ApiOperation[];
  /**
   * Registry prefixes of the service that no route serves yet; the docs list them as not built and the
   * coverage test fails once a route under one of them exists.
   */
  notBuiltPrefixes?: readonly string[];
}

/** Identity helper that keeps literal types and checks the shape where a service declares its table. */
export function defineOperations(operations: ServiceOperations): ServiceOperations {
  return operations;
}
