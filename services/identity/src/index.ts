export { SEED_ACCOUNTS, SEED_PASSWORD, createAccountDirectory, type IdentityAccount } from './accounts.ts';
export { createIdentityProvider, type CreateIdentityProviderOptions, type IdentityClient } from './create-identity-provider.ts';
export { createDeviceCookies, deviceCookieName, signInAccountKey, DEVICE_COOKIE_LIFETIME_SECONDS, DEVICE_COOKIE_PATH } from './device-cookies.ts';
export { ACCOUNT_DELAY_DEFAULT, createSignInLimiters, SIGN_IN_LIMITER_NAMES } from './sign-in-limits.ts';
export { identityConfigFrom, identitySettings, loadIdentityConfig, authServiceClient, type IdentityConfig } from './config.ts';
