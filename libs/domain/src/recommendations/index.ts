export * from './types.ts';
export * from './person-position.ts';
export * from './feedback.ts';
export * from './tag-affinity.ts';
export * from './rank-recommendations.ts';
export * from './rank-content.ts';
