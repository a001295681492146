// The types of a package's own entry under the name `UNSHARED_ENTRIES` gives it (shared-dependencies.ts).
declare module '@tanstack/react-query/unshared' {
  export * from '@tanstack/react-query';
}
