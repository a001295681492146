export * from './release-store.ts';
export * from './rum-minutes.ts';
export * from './rum-page-loads.ts';
