export * from './release-store.ts';
export * from './rum-minutes.ts';
