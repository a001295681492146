/**
 * Global names under which the shell publishes the Module Federation helper libraries its own runtime
 * already contains, so a remote's `remoteEntry.js` uses them instead of bundling a copy
 * (docs/architecture.md, "Shared singletons"). Shared by the build config (externals) and the runtime
 * plugin that publishes them.
 */
export const FEDERATION_LIB_GLOBALS = {
  '@module-federation/sdk': '__ALIVE_MF_SDK__',
  '@module-federation/error-codes': '__ALIVE_MF_ERROR_CODES__',
} as const;
