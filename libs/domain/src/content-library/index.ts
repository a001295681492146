export * from './classify-content.ts';
export * from './bulk-lines.ts';
