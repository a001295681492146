/**
 * The `/remotes.json` response header by which the edge tells the shell whether a developer may point a
 * remote at a local build from the browser (docs/architecture.md, "Develop one remote"). Absent (as in
 * production) means no.
 */
export const REMOTE_OVERRIDES_HEADER = 'remote-overrides';
export const REMOTE_OVERRIDES_ALLOWED = 'allowed';
