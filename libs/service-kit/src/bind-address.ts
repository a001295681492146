/**
 * Where a process listens unless BIND_ADDRESS says otherwise: this machine only. A container or
 * cluster sets `0.0.0.0` (or one interface's address) so the edge or an ingress on another host can
 * reach it (docs/architecture.md "Bind address"; the setting is declared in settings/shared-settings.ts).
 */
export const DEFAULT_BIND_ADDRESS = '127.0.0.1';
