/**
 * Host runtime plugin (the shell's build registers it): publishes the Module Federation SDK and its
 * error codes on `globalThis` before any remote entry runs. Remotes are built with these packages as
 * externals (see `create-app-config.ts`), the same way `experiments.externalRuntime` takes the runtime
 * core from the host, so each remote entry carries only its own container code.
 */
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import { FEDERATION_LIB_GLOBALS } from './federation-lib-globals.ts';

const libraries: Record<keyof typeof FEDERATION_LIB_GLOBALS, unknown> = {
  '@module-federation/sdk': sdk,
  '@module-federation/error-codes': errorCodes,
};

export default function provideFederationLibs() {
  const target = globalThis as Record<string, unknown>;
  for (const [name, globalName] of Object.entries(FEDERATION_LIB_GLOBALS)) {
    target[globalName] ??= libraries[name as keyof typeof FEDERATION_LIB_GLOBALS];
  }
  return { name: 'alive-provide-federation-libs' };
}
