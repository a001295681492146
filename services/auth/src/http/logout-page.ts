import { AUTH_PATHS } from '@alive/contracts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * GET /api/logout: a confirm page, because logging out is a POST (a link or image on another site
 * must not end anyone's session). Plain markup only — no script, no inline style — so the site's
 * Content-Security-Policy has nothing to allow (docs/product/platform.md "Logout").
 */
export function logoutConfirmPage(opts: { signedInAs: string | undefined }): string {
  const body = opts.signedInAs
    ? `<h1>Log out?</h1>
<p>You are signed in as ${escapeHtml(opts.signedInAs)}.</p>
<form method="post" action="${AUTH_PATHS.logout}">
<button type="submit">Log out</button>
</form>
<p><a href="/">Stay signed in and go back</a></p>`
    : `<h1>You are not signed in</h1>
<p><a href="/">Go to the start page</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log out · A.L.I.V.E</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
