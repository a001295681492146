import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { isStitchableFragment } from '@alive/contracts/constants';
import { ownNames, renderScreenFragment } from './screen-fragment-render.tsx';

const Title = styled.h1`
  color: rgb(1, 2, 3);
`;
const Card = styled.section`
  padding: 8px;
  & > ${Title} { margin: 0; }
`;

/** A screen as remotes write them: a query for its data, a heading, an id it labels itself with. */
function DemoScreen() {
  // The key @alive/api-client gives GET /api/demo/today.
  const data = useQuery({ queryKey: ['/api/demo', 'today'], queryFn: () => Promise.resolve('fetched') });
  const id = useId();
  const { pathname } = useLocation();
  return (
    <Card aria-labelledby={id} data-testid="demo-card">
      <Title id={id}>Demo at {pathname}</Title>
      <p>{data.isPending ? 'Loading demo...' : data.data}</p>
    </Card>
  );
}

describe('renderScreenFragment', () => {
  const html = renderScreenFragment(DemoScreen, '/demo');
  const parts = /^<style>(.*)<\/style>(.*)$/s.exec(html)!;
  const css = parts[1]!;
  const markup = parts[2]!;

  it("is the screen's first render at its path: its loading state, with nothing fetched", () => {
    expect(markup).toContain('Demo at <!-- -->/demo');
    expect(markup).toContain('Loading demo...');
    expect(isStitchableFragment(html)).toBe(true);
  });

  it('carries its own rules, scoped to a fragment slot, without styled-components bookkeeping', () => {
    expect(css).toContain('color:rgb(1, 2, 3)');
    expect(css).not.toContain('data-styled');
    expect(css).not.toContain('/*!sc*/');
    for (const rule of css.split('}').filter((text) => text.includes('{') && !text.startsWith('@'))) expect(rule).toMatch(/^\[data-screen-fragment\] /);
  });

  it('names its classes and ids its own way, so none is the page’s, and drops test ids', () => {
    const classes = [...markup.matchAll(/class="([^"]*)"/g)].flatMap(([, value]) => value!.split(' '));
    expect(classes.length).toBeGreaterThan(2);
    for (const name of classes) expect(name).toMatch(/^sf-/);
    // Every class the rules name is one the markup carries (the component selector included).
    for (const [, name] of css.matchAll(/\.([\w-]+)/g)) expect(classes).toContain(name);
    const id = /<h1[^>]* id="([^"]+)"/.exec(markup)![1]!;
    expect(id).toMatch(/^sf-/);
    expect(markup).toContain(`aria-labelledby="${id}"`);
    expect(markup).not.toContain('data-testid');
  });
});

describe('ownNames', () => {
  it('renames a class only where it is a whole class name in the rules', () => {
    expect(ownNames('.a{x:1}.ab{x:2}.a:hover .b>.a-c{x:3}', '<p class="a b">x</p>')).toBe('<style>.sf-a{x:1}.ab{x:2}.sf-a:hover .sf-b>.a-c{x:3}</style><p class="sf-a sf-b">x</p>');
  });

  it('leaves out an empty style element', () => {
    expect(ownNames('', '<p>x</p>')).toBe('<p>x</p>');
  });
});

describe('renderScreenFragment with answers', () => {
  it("renders the screen with them, at the query keys @alive/api-client gives their addresses, and markup safe to stitch", () => {
    const html = renderScreenFragment(DemoScreen, '/demo', [{ path: '/api/demo/today', data: 'Maya <b>chose</b> light' }]);
    expect(html).toContain('Maya &lt;b&gt;chose&lt;/b&gt; light');
    expect(html).not.toContain('Loading demo...');
    expect(isStitchableFragment(html)).toBe(true);
  });

  it('renders the loading state for a query it has no answer for', () => {
    expect(renderScreenFragment(DemoScreen, '/demo', [{ path: '/api/other', data: 'x' }])).toContain('Loading demo...');
  });
});
