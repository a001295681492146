// One zod contract per feature file; services validate with them, clients take their types.
export * from './profile.ts';
