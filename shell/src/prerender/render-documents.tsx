/**
 * The build's prerender (docs/architecture.md, "First paint"): bundled for Node by the shell's third
 * compiler (libs/rspack-config, prerender-config.ts), which writes each document into `dist/`. It
 * renders the same App the page hydrates, as its first client render sees it: the frame, and the
 * landing page or the content placeholder; no remote, no link from /remotes.json, nobody signed in.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app.tsx';
import { DOCUMENT_KIND_ATTRIBUTE, DOCUMENT_KINDS, type DocumentKind } from '../features/first-paint/document-kind.ts';

/** The markup of one document: its root element and the styles it needs, as `<style>` elements. */
export interface RenderedDocument {
  root: string;
  styles: string;
}

export function renderDocument(kind: DocumentKind): RenderedDocument {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(<App remotes={{}} documentKind={kind} prerenderedAt="/" />));
    return { root: `<div id="root" ${DOCUMENT_KIND_ATTRIBUTE}="${kind}">${markup}</div>`, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export function renderDocuments(): Record<DocumentKind, RenderedDocument> {
  return Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, renderDocument(kind)])) as Record<DocumentKind, RenderedDocument>;
}
