export * from './alive-dimensions.ts';
export * from './tags.ts';
export * from './choice-scoring.ts';
export * from './choice-age-label.ts';
export * from './choice-session.ts';
export * from './profile/index.ts';
export * from './recommendations/index.ts';
export * from './admin-pairs/index.ts';
