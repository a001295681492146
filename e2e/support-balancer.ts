/**
 * The browser tests' own load balancer: a TCP round robin over the edge replicas, so two edges each see
 * about half of the visitors' connections, as behind a Kubernetes Service (docs/deploy.md, "Canary
 * releases"). Bytes pass untouched, so each edge sees the visitor's requests as they were sent.
 */
import { connect, createServer, type Server } from 'node:net';

export function startRoundRobin(listen: { host: string; port: number }, backends: readonly { host: string; port: number }[]): Promise<Server> {
  let next = 0;
  const server = createServer((client) => {
    const backend = backends[next++ % backends.length]!;
    const upstream = connect(backend.port, backend.host);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve(server));
  });
}
