/**
 * A tiny cookie-keeping HTTP client that behaves like a browser for redirect-based sign-in flows: it stores
 * Set-Cookie per host (ports share cookies, as in browsers) honouring Path and expiry, and follows
 * redirects one hop at a time so tests can stop and inspect any hop.
 */
interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  expiresAt: number | undefined;
}

export interface Hop {
  url: string;
  status: number;
  location: string | undefined;
  body: string;
  /** The response's Set-Cookie headers, as sent. */
  setCookies: string[];
  /** The response's Retry-After header, if any. */
  retryAfter: string | undefined;
}

export class BrowserLikeClient {
  private cookies: StoredCookie[] = [];

  /** `name=value; ...` the client would send to `url`. */
  cookieHeader(url: string): string {
    const target = new URL(url);
    const now = Date.now();
    this.cookies = this.cookies.filter((cookie) => cookie.expiresAt === undefined || cookie.expiresAt > now);
    return this.cookies
      .filter((cookie) => cookie.host === target.hostname && (target.pathname === cookie.path || target.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`)))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.find((cookie) => cookie.name === name)?.value;
  }

  /** Stores a cookie as if `url` had answered with this Set-Cookie header (a copied or made-up cookie). */
  setCookie(url: string, header: string): void {
    this.store(url, [header]);
  }

  private store(url: string, setCookies: string[]): void {
    const source = new URL(url);
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator);
      const value = pair!.slice(separator + 1);
      let path = '/';
      let expiresAt: number | undefined;
      for (const attribute of attributes) {
        const [key, attrValue = ''] = attribute.split('=');
        const lower = key!.toLowerCase();
        if (lower === 'path') path = attrValue;
        if (lower === 'expires') expiresAt = Date.parse(attrValue);
        if (lower === 'max-age') expiresAt = Date.now() + Number(attrValue) * 1000;
      }
      this.cookies = this.cookies.filter((cookie) => !(cookie.name === name && cookie.host === source.hostname && cookie.path === path));
      if (expiresAt === undefined || expiresAt > Date.now()) {
        this.cookies.push({ name, value, host: source.hostname, path, expiresAt });
      }
    }
  }

  /** One request, no redirect following. */
  async request(url: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Hop> {
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    const setCookies = response.headers.getSetCookie();
    this.store(url, setCookies);
    const location = response.headers.get('location') ?? undefined;
    return {
      url,
      status: response.status,
      location: location ? new URL(location, url).href : undefined,
      body: await response.text(),
      setCookies,
      retryAfter: response.headers.get('retry-after') ?? undefined,
    };
  }

  /**
   * Requests `url` and follows redirects (as GET) until a non-redirect response or until `stopBefore`
   * returns true for the next URL (that URL is then returned unrequested in `pending`).
   */
  async follow(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string>; stopBefore?: (next: string) => boolean } = {},
  ): Promise<{ final: Hop; hops: Hop[]; pending?: string }> {
    const hops: Hop[] = [];
    let hop = await this.request(url, init);
    hops.push(hop);
    for (let i = 0; i < 20 && hop.status >= 300 && hop.status < 400 && hop.location; i++) {
      if (init.stopBefore?.(hop.location)) return { final: hop, hops, pending: hop.location };
      hop = await this.request(hop.location);
      hops.push(hop);
    }
    return { final: hop, hops };
  }
}

/** The first `<form>` whose action matches, with its hidden inputs. */
export function findForm(html: string, actionPattern: RegExp): { action: string; hidden: Record<string, string> } | undefined {
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const action = /action="([^"]*)"/.exec(match[1] ?? '')?.[1]?.replace(/&amp;/g, '&');
    if (!action || !actionPattern.test(action)) continue;
    const hidden: Record<string, string> = {};
    for (const input of (match[2] ?? '').matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1];
      if (name) hidden[name] = value ?? '';
    }
    return { action, hidden };
  }
  return undefined;
}
