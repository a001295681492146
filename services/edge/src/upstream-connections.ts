import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

/** Where one replica is, with the kept-alive connections to reach it by. */
export interface UpstreamTarget {
  protocol: string;
  hostname: string;
  port: string | number;
  secure: boolean;
  basePath: string;
  agent: HttpAgent;
}

// Keep-alive pools: the edge reuses upstream connections instead of a TCP handshake per request.
// An idle socket is dropped by the edge after 4 s, before the service's server drops it (Node's
// keepAliveTimeout, 5 s): otherwise a request can leave on a socket the service is closing.
const IDLE_SOCKET_MS = 4_000;
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: IDLE_SOCKET_MS });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: IDLE_SOCKET_MS });

/** Closes every kept-alive connection to the services (the process stopping, a test ending). */
export function closeProxyAgents(): void {
  httpAgent.destroy();
  httpsAgent.destroy();
}

/** Upstream base URLs parsed once (a handful per process), not per request. */
const parsedTargets = new Map<string, UpstreamTarget>();

export function parsedTarget(targetUrl: string): UpstreamTarget {
  let parsed = parsedTargets.get(targetUrl);
  if (!parsed) {
    const target = new URL(targetUrl);
    const secure = target.protocol === 'https:';
    parsed = {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || (secure ? 443 : 80),
      secure,
      basePath: target.pathname.replace(/\/$/, ''),
      agent: secure ? httpsAgent : httpAgent,
    };
    parsedTargets.set(targetUrl, parsed);
  }
  return parsed;
}

