/** The dev server's event stream: one `built` event with the build hash after each good build. */
export const DEV_EVENTS_PATH = '/__alive/dev-events';

/**
 * The live-reload client, appended by the dev server to the remoteEntry.js it serves (so it rides in the
 * dev build alone, never in a release or in the shell's bundle; docs/architecture.md, "Develop one
 * remote"). `servedHash` is the build current when the file was served: the stream repeats the current
 * hash on every (re)connect, so a rebuild that finished before the stream opened still reloads the page.
 * Added when serving rather than at build time because rspack does not re-render an unchanged
 * remoteEntry.js on a rebuild, so a hash baked into it would go stale.
 */
export function liveReloadClient(eventsUrl: string, servedHash: string): string {
  return [
    '',
    ';(function () {',
    `  var url = ${JSON.stringify(eventsUrl)}, served = ${JSON.stringify(servedHash)};`,
    "  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return;",
    '  var open = (window.__aliveDevStreams = window.__aliveDevStreams || {});',
    '  if (open[url]) return;',
    '  open[url] = true;',
    "  new EventSource(url).addEventListener('built', function (event) {",
    '    if (event.data !== served) window.location.reload();',
    '  });',
    '})();',
    '',
  ].join('\n');
}
