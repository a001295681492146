export * from './feature-registry.ts';
export * from './derived.ts';
