// One zod contract per feature file; services validate with them, clients take their types.
export * from './profile.ts';
export * from './choices.ts';
export * from './analytics.ts';
export * from './auth.ts';
export * from './remote-routes.ts';
export * from './errors.ts';
export * from './input-rules.ts';
export * from './groups.ts';
export * from './recommendations.ts';
export * from './admin.ts';
export * from './admin-pairs.ts';
export * from './admin-content.ts';
export * from './rum.ts';
export * from './releases.ts';
export * from './endpoints/index.ts';
