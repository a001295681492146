import type { Configuration, RuleSetRule } from '@rspack/core';

export interface DevRemoteOptions {
  /** Where the watched build is written; the dev server serves this folder. */
  outputPath: string;
}

type SwcOptions = { jsc?: { transform?: { react?: Record<string, unknown> } } };

/**
 * JSX compiled for React's production runtime: the shell is a production build and shares its React
 * with the remote, and React's development JSX runtime needs the development build's internals.
 */
function productionJsx(rule: RuleSetRule): RuleSetRule {
  if (rule.loader !== 'builtin:swc-loader' || typeof rule.options !== 'object' || rule.options === null) return rule;
  const options = rule.options as SwcOptions;
  const react = options.jsc?.transform?.react;
  if (!react) return rule;
  return { ...rule, options: { ...options, jsc: { ...options.jsc, transform: { ...options.jsc?.transform, react: { ...react, development: false } } } } };
}

/**
 * A remote's config (createRemoteConfig, built in development mode) turned into its watched dev build:
 * unminified, unhashed, no integrity, written to `outputPath` rather than `<app>/dist` (the build the
 * site and the release tooling use), with short watch delays (docs/architecture.md, "Develop one remote").
 */
export function devRemoteConfig(config: Configuration, options: DevRemoteOptions): Configuration {
  if (config.mode !== 'development') throw new Error(`a dev build needs a development config (got mode ${String(config.mode)}): set NODE_ENV=development before loading it`);
  return {
    ...config,
    output: { ...config.output, path: options.outputPath, clean: true },
    module: {
      ...config.module,
      rules: config.module?.rules?.map((rule) => (rule && typeof rule === 'object' ? productionJsx(rule) : rule)),
    },
    watchOptions: { aggregateTimeout: 20, ignored: ['**/node_modules/**', '**/dist/**'] },
  };
}
