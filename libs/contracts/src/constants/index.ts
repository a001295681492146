// Plain values of the contracts, importable without zod (`@alive/contracts/constants`).
export * from './choices.ts';
export * from './recommendations.ts';
export * from './groups.ts';
export * from './admin.ts';
export * from './admin-pairs.ts';
export * from './admin-content.ts';
export * from './rum.ts';
export * from './auth.ts';
export * from './remote-overrides.ts';
export * from './screen-fragments.ts';
export * from './text-rules.ts';
export * from './releases.ts';
