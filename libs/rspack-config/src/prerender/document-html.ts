/**
 * Puts a prerendered root element and its styles into the host's built `index.html` (pure string
 * work, so the build step and its tests share it; docs/architecture.md, "First paint").
 */

/** The empty root element of the host's template; the prerendered one replaces it. */
export const EMPTY_ROOT = '<div id="root"></div>';

export interface PrerenderedMarkup {
  /** The whole root element, `<div id="root" …>…</div>`. */
  root: string;
  /** `<style>` elements (styled-components' collected styles). */
  styles: string;
}

/** Bodies of every `<script>` without `src` (an inline script, which the Content-Security-Policy refuses). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? '')).map(([, , body]) => body ?? '');
}

/**
 * A request the page makes as soon as its script runs, which the document starts while it is still
 * being parsed instead: `<link rel="preload" as="fetch">` with the credentials mode of the page's own
 * `fetch`, so the browser hands that request the preloaded answer.
 */
export interface PreloadedFetch {
  href: string;
  /** The page's fetch: `same-origin` (its default) or `include`. */
  credentials: 'same-origin' | 'include';
  /**
   * The documents whose page makes the request (their kinds, as prerender-config.ts names them); every
   * document when absent. A preload the page never uses costs a request, and a preload answered with an
   * error (the session check of a page with no session cookie: 401) logs a console error.
   */
  documents?: readonly string[];
}

/** The preloads of one document: those for every document and those naming it. */
export function preloadsOf(kind: string, preloads: readonly PreloadedFetch[]): PreloadedFetch[] {
  return preloads.filter(({ documents }) => documents === undefined || documents.includes(kind));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function preloadLinks(fetches: readonly PreloadedFetch[]): string {
  return fetches
    .map(({ href, credentials }) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="${credentials === 'include' ? 'use-credentials' : 'anonymous'}">`)
    .join('');
}

/**
 * The template with the prerendered root in place of the empty one, and at the end of `<head>` the
 * preloads and then the styles (after the template's own, so the components' rules win as they do at
 * run time). Refuses a template without exactly one empty root, and markup that would add an inline
 * script: the site's policy allows none (docs/architecture.md, "Security headers").
 */
export function documentHtml(template: string, markup: PrerenderedMarkup, preloads: readonly PreloadedFetch[] = []): string {
  const roots = template.split(EMPTY_ROOT).length - 1;
  if (roots !== 1) throw new Error(`the template must hold ${EMPTY_ROOT} exactly once (found ${roots})`);
  if (!template.includes('</head>')) throw new Error('the template has no </head>');
  if (!/^<div id="root"[\s>]/.test(markup.root) || !markup.root.endsWith('</div>')) throw new Error('the prerendered markup is not a #root element');
  const added = inlineScripts(markup.root + markup.styles);
  if (added.length > 0) throw new Error(`the prerendered markup holds ${added.length} inline script(s); the Content-Security-Policy allows none`);
  // Functions as replacements: a `$` in the markup is text, not a replacement pattern.
  return template.replace('</head>', () => `${preloadLinks(preloads)}${markup.styles}</head>`).replace(EMPTY_ROOT, () => markup.root);
}
