// Test-only: the edge's HTTP API as MSW handlers, typed and validated by @alive/contracts (README.md).
export { installApiServer, defaultHandlers, type ApiServer, type InstalledApiServer, type RecordedRequest } from './server.ts';
export { failure, pending, gate, respond, isFailure, type Failure, type Reply } from './reply.ts';
// Every feature's handlers and fixtures, generated from the folders (docs/architecture.md, "Adding a feature").
export * from './feature-mocks.ts';
export { mockEndpoint, mockApi, requestBody, type MockApi } from './mock-endpoint.ts';
