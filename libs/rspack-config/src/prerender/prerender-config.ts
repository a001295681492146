import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { documentHtml, preloadsOf, type PreloadedFetch, type PrerenderedMarkup } from './document-html.ts';

/** Where each prerendered document is written in the host's `dist/`; the edge picks one per page load. */
export const PRERENDERED_DOCUMENTS = { landing: 'index.html', app: 'app.html' } as const;
export type PrerenderedDocumentKind = keyof typeof PRERENDERED_DOCUMENTS;

/** The bundle's file name; it is written outside `dist/`, never served. */
const BUNDLE_FILE = 'render-documents.cjs';

export interface PrerenderConfigOptions {
  /** Absolute path of the host's app directory; the documents are written into its `dist/`. */
  appDir: string;
  /**
   * The module, relative to appDir, whose `renderDocuments()` returns the root element and styles of
   * each document kind (`shell/src/prerender/render-documents.tsx`).
   */
  entry: string;
  /** The host's config: the prerender runs after it, from its emitted `index.html`. */
  host: Configuration;
  /**
   * Requests the page makes first thing (the remotes document, the session check), preloaded by the
   * documents whose page makes them (every one unless `documents` names some), so they are under way
   * while the scripts load (docs/architecture.md, "First paint").
   */
  preloadFetches?: readonly (PreloadedFetch & { documents?: readonly PrerenderedDocumentKind[] })[];
}

type RenderDocuments = () => Record<PrerenderedDocumentKind, PrerenderedMarkup>;

const PLUGIN_NAME = 'AlivePrerenderDocumentsPlugin';

/**
 * Once the Node bundle is written: loads it, renders each document and writes it into the host's
 * `dist/` from the host's built `index.html` (its scripts, title and head). Any failure fails the build.
 */
class PrerenderDocumentsPlugin implements RspackPluginInstance {
  constructor(
    private readonly bundle: string,
    private readonly distDir: string,
    private readonly preloads: readonly PreloadedFetch[],
  ) {}

  apply(compiler: Compiler): void {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.afterEmit.tap(PLUGIN_NAME, (compilation) => {
      if (compilation.errors.length > 0) return;
      try {
        const require = createRequire(import.meta.url);
        // A rebuild in the same process must load the new bundle.
        delete require.cache[this.bundle];
        const { renderDocuments } = require(this.bundle) as { renderDocuments?: RenderDocuments };
        if (typeof renderDocuments !== 'function') throw new Error(`${BUNDLE_FILE} exports no renderDocuments()`);
        const template = readFileSync(join(this.distDir, PRERENDERED_DOCUMENTS.landing), 'utf8');
        const rendered = renderDocuments();
        for (const [kind, file] of Object.entries(PRERENDERED_DOCUMENTS) as [PrerenderedDocumentKind, string][]) {
          const markup = rendered[kind];
          if (!markup) throw new Error(`renderDocuments() gave no ${kind} document`);
          writeFileSync(join(this.distDir, file), documentHtml(template, markup, preloadsOf(kind, this.preloads)));
        }
      } catch (error) {
        compilation.errors.push(new WebpackError(`prerender: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
      }
    });
  }
}

/**
 * The host's prerender (docs/architecture.md, "First paint"): a compiler of the host's build that runs
 * after it (multi-compiler `dependencies`), bundles the render module for Node with the host's loaders,
 * and writes the prerendered documents over the host's `index.html` and beside it.
 */
export function createPrerenderConfig(options: PrerenderConfigOptions): Configuration {
  const { host } = options;
  if (!host.name) throw new Error('the host config needs a name for the prerender to depend on');
  const outDir = resolve(options.appDir, 'node_modules/.cache/alive-prerender');
  return {
    name: `${host.name}-prerender`,
    dependencies: [host.name],
    mode: host.mode,
    context: options.appDir,
    devtool: false,
    target: ['node', 'es2022'],
    entry: { 'render-documents': options.entry },
    resolve: host.resolve,
    module: host.module,
    output: { path: outDir, filename: BUNDLE_FILE, library: { type: 'commonjs2' }, clean: true },
    // One file, read once by the build: no splitting, no minifying. And no module left out: the page
    // gets `@alive/ui` whole (a shared singleton), so every styled component in it is created there, in
    // order. styled-components numbers its components in the order they are created and names the
    // classes from that number, so the prerender must create the same ones in the same order, or the
    // painted class names would not be the page's (libs/ui is `sideEffects: false`, which would let the
    // bundler drop the modules the documents do not use).
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false, sideEffects: false, usedExports: false, innerGraph: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(host.mode ?? 'production') }),
      new PrerenderDocumentsPlugin(join(outDir, BUNDLE_FILE), resolve(options.appDir, 'dist'), options.preloadFetches ?? []),
    ],
    stats: 'errors-warnings',
  };
}
