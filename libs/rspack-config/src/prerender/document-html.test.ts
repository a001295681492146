import { describe, expect, it } from 'vitest';
import { documentHtml, EMPTY_ROOT, inlineScripts, preloadLinks, preloadsOf } from './document-html.ts';

const TEMPLATE = `<!doctype html><html><head><title>t</title><style>html{margin:0}</style><script defer src="/main.1234abcd.js"></script></head><body>${EMPTY_ROOT}</body></html>`;
const MARKUP = {
  root: '<div id="root" data-document="landing"><header class="a">A.L.I.V.E</header><p>costs $1 or $&amp;</p></div>',
  styles: '<style data-styled="true">.a{color:red}</style>',
};

describe('documentHtml', () => {
  it('puts the prerendered root in place of the empty one and its styles last in <head>', () => {
    const html = documentHtml(TEMPLATE, MARKUP);
    expect(html).toContain(`<body>${MARKUP.root}</body>`);
    expect(html).toContain(`<script defer src="/main.1234abcd.js"></script>${MARKUP.styles}</head>`);
    expect(html).not.toContain(EMPTY_ROOT);
    // `$` in the markup is text, not a replacement pattern.
    expect(html).toContain('costs $1 or $&amp;');
  });

  it("starts the page's first requests from <head>, with the credentials mode of the page's own fetches", () => {
    const preloads = [
      { href: '/remotes.json', credentials: 'same-origin' as const },
      { href: '/api/auth/user', credentials: 'include' as const },
    ];
    const html = documentHtml(TEMPLATE, MARKUP, preloads);
    expect(html).toContain(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials"><style data-styled',
    );
    expect(preloadLinks([{ href: '/a?x="1"&y', credentials: 'same-origin' }])).toBe('<link rel="preload" href="/a?x=&quot;1&quot;&amp;y" as="fetch" crossorigin="anonymous">');
  });

  it('preloads in each document only what its page asks: the session check in the app document, not in the landing one', () => {
    const preloads = [
      { href: '/remotes.json', credentials: 'same-origin' as const },
      { href: '/api/auth/user', credentials: 'include' as const, documents: ['app'] },
    ];
    const landing = documentHtml(TEMPLATE, MARKUP, preloadsOf('landing', preloads));
    const app = documentHtml(TEMPLATE, { ...MARKUP, root: MARKUP.root.replace('landing', 'app') }, preloadsOf('app', preloads));
    expect(landing).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">');
    expect(landing).not.toContain('/api/auth/user');
    expect(app).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">');
    expect(preloadsOf('app', [{ href: '/a', credentials: 'same-origin', documents: [] }])).toEqual([]);
  });

  it('refuses a template without exactly one empty root', () => {
    expect(() => documentHtml('<html><head></head><body></body></html>', MARKUP)).toThrow(/exactly once \(found 0\)/);
    expect(() => documentHtml(`<html><head></head><body>${EMPTY_ROOT}${EMPTY_ROOT}</body></html>`, MARKUP)).toThrow(/found 2/);
  });

  it('refuses markup that is not the root element', () => {
    expect(() => documentHtml(TEMPLATE, { ...MARKUP, root: '<main>hi</main>' })).toThrow(/not a #root element/);
  });

  it('refuses markup that would add an inline script, which the Content-Security-Policy refuses', () => {
    const root = '<div id="root"><script>window.user = {}</script></div>';
    expect(() => documentHtml(TEMPLATE, { ...MARKUP, root })).toThrow(/1 inline script/);
    expect(() => documentHtml(TEMPLATE, { ...MARKUP, styles: '<script type="module">go()</script>' })).toThrow(/inline script/);
  });
});

describe('inlineScripts', () => {
  it('finds scripts without src and ignores those with one', () => {
    expect(inlineScripts('<script defer src="/a.js"></script><SCRIPT type="text/javascript">x()</SCRIPT><script>y()</script>')).toEqual(['x()', 'y()']);
    expect(inlineScripts('<script src=/a.js></script><style>.a{}</style>')).toEqual([]);
  });
});
