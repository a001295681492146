export { createHostConfig, createRemoteConfig, MANIFEST_FILE, REMOTE_ENTRY_FILE, type BuildMode, type HostConfigOptions, type RemoteConfigOptions } from './create-app-config.ts';
export { SHARED_SINGLETONS, sharedSingletons, type SharedConfigEntry } from './shared-dependencies.ts';
export { devRemoteConfig, type DevRemoteOptions } from './dev-remote.ts';
