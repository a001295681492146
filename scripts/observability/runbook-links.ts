/**
 * Where each alert's `runbook_url` points: its section of docs/runbooks.md, on the repository's web
 * host. runbooks.test.ts checks that every alert has its section there.
 */
export const RUNBOOKS_DOC = 'docs/runbooks.md';
/** The repository on its web host; a fork or a mirror changes this one line. */
export const REPOSITORY_URL = 'https://git.example.com/alive/platform/blob/main';

/** The anchor a Markdown heading `## <AlertName>` gets: lower case, as the web host makes it. */
export const runbookAnchor = (alert: string) => alert.toLowerCase();

export const runbookUrl = (alert: string) => `${REPOSITORY_URL}/${RUNBOOKS_DOC}#${runbookAnchor(alert)}`;
