export * from './alive-dimensions.ts';
export * from './tags.ts';
