export { SEED_ACCOUNTS, SEED_PASSWORD, createAccountDirectory, type IdentityAccount } from './accounts.ts';
export { createIdentityProvider, type CreateIdentityProviderOptions, type IdentityClient } from './create-identity-provider.ts';
export { identityConfigFrom, identitySettings, loadIdentityConfig, authServiceClient, type IdentityConfig } from './config.ts';
