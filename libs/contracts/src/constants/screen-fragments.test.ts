import { describe, expect, it } from 'vitest';
import {
  isStitchableFragment,
  SCREEN_DATA_ELEMENT_ID,
  SCREEN_FRAGMENT_MAX_BYTES,
  screenFragmentFile,
  scriptSafeJson,
  stitchScreenFragment,
  withScreenData,
} from './screen-fragments.ts';

const PLACEHOLDER = '<div data-screen-slot=""><div class="p" data-testid="content-placeholder"><span role="status"><span></span><span>Loading</span></span></div></div>';
const DOCUMENT = `<!doctype html><html><head></head><body><div id="root" data-document="app"><header><div>A.L.I.V.E</div></header><main id="main">${PLACEHOLDER}</main><footer><div><p>f</p></div></footer></div></body></html>`;
const FRAGMENT = '<style>[data-screen-fragment] .sf-a{padding:8px}</style><div class="sf-a"><div><h1>Discover</h1></div><section><div>Setting up...</div></section></div>';

describe('screenFragmentFile', () => {
  it('names one file per exposed module, beside the manifest', () => {
    expect(screenFragmentFile('./HomeScreen')).toBe('screens/HomeScreen.html');
    expect(screenFragmentFile('./My-List_2')).toBe('screens/My-List_2.html');
  });

  it('refuses anything that is not a plain module name', () => {
    for (const name of ['HomeScreen', './../x', './a/b', './', './/x', './x.html', './x y']) expect(screenFragmentFile(name), name).toBeNull();
  });
});

describe('isStitchableFragment', () => {
  it('takes markup and styles', () => {
    expect(isStitchableFragment(FRAGMENT)).toBe(true);
  });

  it('refuses markup that runs or loads something, and oversized markup', () => {
    for (const html of [
      '<script>alert(1)</script>',
      '<SCRIPT src="/x.js"></SCRIPT>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="/"></iframe>',
      '<link rel="stylesheet" href="/x.css">',
      '<base href="https://elsewhere.example/">',
      '<meta http-equiv="refresh" content="0">',
      `<p>${'x'.repeat(SCREEN_FRAGMENT_MAX_BYTES)}</p>`,
    ])
      expect(isStitchableFragment(html), html.slice(0, 40)).toBe(false);
  });
});

describe('stitchScreenFragment', () => {
  it("puts the fragment in the slot's place, marked with its path, and leaves the rest of the document as it was", () => {
    const stitched = stitchScreenFragment(DOCUMENT, FRAGMENT, '/')!;
    expect(stitched).toContain(`<main id="main"><div data-screen-slot="" data-screen-fragment="/" aria-hidden="true" inert="">${FRAGMENT}</div></main><footer>`);
    expect(stitched).not.toContain('content-placeholder');
    expect(stitched.replace(`<div data-screen-slot="" data-screen-fragment="/" aria-hidden="true" inert="">${FRAGMENT}</div>`, PLACEHOLDER)).toBe(DOCUMENT);
  });

  it("escapes the path in the attribute", () => {
    expect(stitchScreenFragment(DOCUMENT, FRAGMENT, '/a"><script>&')).toContain('data-screen-fragment="/a&quot;>&lt;script>&amp;" aria-hidden="true" inert=""');
  });

  it('gives null for a document without exactly one slot, an unclosed slot, or a fragment it may not take', () => {
    expect(stitchScreenFragment(DOCUMENT.replace(' data-screen-slot=""', ''), FRAGMENT, '/')).toBeNull();
    expect(stitchScreenFragment(DOCUMENT.replace(PLACEHOLDER, PLACEHOLDER + PLACEHOLDER), FRAGMENT, '/')).toBeNull();
    expect(stitchScreenFragment(`<div data-screen-slot=""><div>`, FRAGMENT, '/')).toBeNull();
    expect(stitchScreenFragment(DOCUMENT, '<script>alert(1)</script>', '/')).toBeNull();
  });
});

describe('the screen data block', () => {
  const data = { path: '/happiness-profile', reads: [{ path: '/api/happiness-profile', data: { type: 'a</script><script>alert(1)</script>\u2028b', n: 3 } }] };

  it('goes before </body>, outside the element the page hydrates, as JSON no markup can end early', () => {
    const html = withScreenData(DOCUMENT, data)!;
    expect(html.indexOf(`<script type="application/json" id="${SCREEN_DATA_ELEMENT_ID}">`)).toBeGreaterThan(html.indexOf('</footer></div>'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
    const block = html.slice(html.indexOf(`id="${SCREEN_DATA_ELEMENT_ID}">`) + `id="${SCREEN_DATA_ELEMENT_ID}">`.length, html.lastIndexOf('</script>'));
    expect(block).not.toContain('<');
    expect(block).not.toContain('\u2028');
    expect(JSON.parse(block)).toEqual(data);
  });

  it('escapes every < and the two line separators, and parses back to the same value', () => {
    const value = { text: '<!-- </SCRIPT> \u2028 \u2029 é' };
    expect(scriptSafeJson(value)).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });

  it('is not added to a document without exactly one </body>', () => {
    expect(withScreenData('<html><div>no body end</div></html>', data)).toBeNull();
    expect(withScreenData(`${DOCUMENT}</body>`, data)).toBeNull();
  });
});
