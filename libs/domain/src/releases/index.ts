export * from './release-record.ts';
export * from './vital-histogram.ts';
export * from './canary-judge.ts';
