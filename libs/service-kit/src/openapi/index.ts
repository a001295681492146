export { operationsOf, type ApiOperation, type HttpMethod, type OperationAccess, type OperationResponse, type ServiceOperations } from './operations.ts';
export { createOpenApiDocument, openApiPath, type OpenApiDocument } from './openapi-document.ts';
export { OPENAPI_PATH, openApiRouter } from './openapi-router.ts';
export { endpointRouter, type EndpointHandler, type EndpointHandlers, type EndpointRequest, type EndpointRouterOptions } from './endpoint-router.ts';
