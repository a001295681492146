/**
 * A screen's fragment (docs/architecture.md, "First paint"), rendered in Node from its remote's screens
 * bundle (libs/rspack-config, screen-fragments-config.ts): the screen's own first render. The remote's
 * build renders it as every page load starts (nobody known yet, no data: its loading state); the edge
 * renders it with a person's answers to the reads its route declares. The edge stitches it into the app
 * document; the page shows it until the screen itself renders in its place.
 */
import { apiQueryKey, createQueryClient } from '@alive/api-client';
import { SCREEN_FRAGMENT_ATTRIBUTE, type ScreenRead } from '@alive/contracts/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { AliveThemeProvider } from '../theme/theme-provider.tsx';

/**
 * The fragment's styles only apply inside a slot holding a fragment: its class names are the build's, not
 * the page's (styled-components numbers components in the order a bundle creates them), so unscoped they
 * could style an unrelated element of the page that got the same name.
 */
const FRAGMENT_SCOPE = `[${SCREEN_FRAGMENT_ATTRIBUTE}]`;
const FRAGMENT_NAME_PREFIX = 'sf-';

/** The sheet's rules without styled-components' bookkeeping (its group markers and separators). */
function fragmentCss(sheetText: string): string {
  return sheetText
    .split('/*!sc*/')
    .map((rule) => rule.trim())
    .filter((rule) => rule !== '' && !rule.startsWith('data-styled.'))
    .join('');
}

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const ID_ATTRIBUTES = /\b(id|for|aria-labelledby|aria-describedby|aria-controls|aria-owns)="([^"]*)"/g;
const TEST_ID_ATTRIBUTE = /\sdata-testid="[^"]*"/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const renamed = (name: string) => `${FRAGMENT_NAME_PREFIX}${name}`;
const renamedList = (value: string) => value.split(/\s+/).filter(Boolean).map(renamed).join(' ');

/**
 * The fragment's style element and markup, with names of its own:
 * - every class name gets the fragment's prefix, so a page rule (a styled component's class, or a
 *   component selector by its `sc-` id) never matches a fragment's element, nor a fragment rule a page
 *   element, whatever names the two bundles drew;
 * - so do ids and the attributes that point at them (React's `useId` values would repeat the page's);
 * - test ids are dropped: a test finds the screen, never the picture of it that stands in first.
 */
export function ownNames(css: string, markup: string): string {
  const classes = new Set<string>();
  for (const [, value] of markup.matchAll(CLASS_ATTRIBUTE)) for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  const ownMarkup = markup
    .replace(TEST_ID_ATTRIBUTE, '')
    .replace(CLASS_ATTRIBUTE, (_match, value: string) => `class="${renamedList(value)}"`)
    .replace(ID_ATTRIBUTES, (_match, name: string, value: string) => `${name}="${renamedList(value)}"`);
  const ownCss = classes.size === 0 ? css : css.replace(new RegExp(`\\.(${[...classes].map(escapeRegExp).join('|')})(?![\\w-])`, 'g'), (_match, name: string) => `.${renamed(name)}`);
  return `${ownCss ? `<style>${ownCss}</style>` : ''}${ownMarkup}`;
}

/**
 * The fragment of one screen at `path`: a `<style>` with its rules and its markup. The style element has
 * no `data-styled` attribute, so the page's styled-components leaves it where it is (it collects those
 * into its own sheet) and it goes with the fragment when the screen replaces it. `reads` are answers the
 * screen's queries start with, at the query keys @alive/api-client gives their addresses (the page puts
 * the same into its cache, so the screen renders the same). Nothing is fetched while rendering.
 */
export function renderScreenFragment(Screen: ComponentType, path: string, reads: readonly ScreenRead[] = []): string {
  const client = createQueryClient();
  for (const read of reads) client.setQueryData(apiQueryKey(read.path), read.data);
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <StyleSheetManager namespace={FRAGMENT_SCOPE}>
          <QueryClientProvider client={client}>
            {/* The page's global styles are the shell's, already in the document. */}
            <AliveThemeProvider withGlobalStyle={false}>
              <MemoryRouter initialEntries={[path]}>
                <Screen />
              </MemoryRouter>
            </AliveThemeProvider>
          </QueryClientProvider>
        </StyleSheetManager>,
      ),
    );
    return ownNames(fragmentCss(sheet.instance.toString()), markup);
  } finally {
    sheet.seal();
  }
}
