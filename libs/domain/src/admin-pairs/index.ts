export * from './pair-identity.ts';
export * from './tag-hierarchy.ts';
