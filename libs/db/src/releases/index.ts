export * from './release-change-requests.ts';
export * from './release-store.ts';
export * from './rum-minutes.ts';
export * from './rum-page-loads.ts';
