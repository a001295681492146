/** Where a process listens unless BIND_ADDRESS says otherwise: this machine only. */
export const DEFAULT_BIND_ADDRESS = '127.0.0.1';

/**
 * `BIND_ADDRESS`: the interface every process (services, identity, edge) listens on. The default keeps
 * them off the network; a container or cluster sets `0.0.0.0` (or one interface's address) so the
 * edge or an ingress on another host can reach them (docs/architecture.md "Bind address").
 */
export function bindAddressFromEnv(env: Record<string, string | undefined> = process.env): string {
  return env.BIND_ADDRESS?.trim() || DEFAULT_BIND_ADDRESS;
}
