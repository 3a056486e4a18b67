// oidc-provider ships no types; tests use a small part of it (see test/support/oidc-test-provider.ts).
declare module 'oidc-provider';
