export * from './alive-dimensions.ts';
export * from './tags.ts';
export * from './choice-scoring.ts';
