import type { IdentityAccount } from './accounts.ts';

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLES = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;
    background:linear-gradient(135deg,#eef2ff 0%,#fdf2f8 50%,#ecfeff 100%)}
  main{width:100%;max-width:400px;background:#fff;border-radius:16px;padding:32px;
    box-shadow:0 10px 30px rgba(79,70,229,.12),0 1px 3px rgba(0,0,0,.06)}
  .brand{font-weight:800;letter-spacing:.2em;font-size:1.4rem;text-align:center;margin:0 0 4px;
    background:linear-gradient(90deg,#4f46e5,#db2777);-webkit-background-clip:text;background-clip:text;color:transparent}
  h1{font-size:1.25rem;text-align:center;margin:0 0 6px}
  .sub{font-size:.875rem;color:#6b7280;text-align:center;margin:0 0 24px}
  label{display:block;font-size:.875rem;font-weight:600;margin:14px 0 6px}
  input{width:100%;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:1rem}
  input:focus{outline:2px solid #6366f1;outline-offset:1px;border-color:#6366f1}
  button{width:100%;margin-top:20px;padding:11px;border:0;border-radius:8px;font-size:1rem;font-weight:600;
    color:#fff;background:#4f46e5;cursor:pointer}
  button:hover{background:#4338ca}
  button.secondary{margin-top:10px;background:#f3f4f6;color:#374151}
  button.secondary:hover{background:#e5e7eb}
  .error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:8px;padding:10px 12px;font-size:.875rem}
  .hint{margin-top:24px;padding:14px;border-radius:10px;background:#f9fafb;border:1px dashed #d1d5db;font-size:.8125rem}
  .hint h2{font-size:.8125rem;margin:0 0 8px;text-transform:uppercase;letter-spacing:.05em;color:#6b7280}
  .hint ul{margin:0;padding:0;list-style:none}
  .hint li{display:flex;justify-content:space-between;padding:3px 0}
  .hint code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
  .role{color:#6b7280}
`;

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<p class="brand">A.L.I.V.E</p>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  uid: string;
  clientName: string;
  email?: string;
  error?: string;
  /** Accounts listed as a hint (the local provider only knows seeded demo accounts). */
  accounts: readonly IdentityAccount[];
}

/** Login form: fields `email` and `password`, submit button "Sign in"; posts to /interaction/:uid/login. */
export function loginPage(input: LoginPageInput): string {
  const uid = encodeURIComponent(input.uid);
  const accounts = input.accounts
    .map(
      (account) =>
        `<li><code>${escapeHtml(account.email)}</code><span class="role">${account.isAdmin ? 'admin' : 'member'}</span></li>`,
    )
    .join('');
  const passwords = [...new Set(input.accounts.map((account) => account.password))];
  return layout(
    'Sign in · A.L.I.V.E',
    `<h1>Sign in</h1>
<p class="sub">to continue to ${escapeHtml(input.clientName)}</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login" autocomplete="on">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(input.email ?? '')}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${uid}/abort">
  <button type="submit" class="secondary">Cancel</button>
</form>
${
  accounts
    ? `<section class="hint" aria-label="Demo accounts">
  <h2>Demo accounts</h2>
  <ul>${accounts}</ul>
  ${passwords.length === 1 ? `<p>Password: <code>${escapeHtml(passwords[0])}</code></p>` : ''}
</section>`
    : ''
}`,
  );
}

export function consentPage(input: { uid: string; clientName: string; scopes: string[] }): string {
  const uid = encodeURIComponent(input.uid);
  return layout(
    'Allow access · A.L.I.V.E',
    `<h1>Allow access?</h1>
<p class="sub">${escapeHtml(input.clientName)} asks for: ${input.scopes.map(escapeHtml).join(', ')}</p>
<form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit" class="secondary">Deny</button></form>`,
  );
}

/**
 * RP-initiated logout confirmation. Signing out of the local provider needs no extra decision, so the
 * page submits itself (logout=yes); the button is there when scripts are off.
 */
export function logoutPage(form: string): string {
  return layout(
    'Signing out · A.L.I.V.E',
    `<h1>Signing you out…</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>
  (function () {
    var form = document.getElementById('op.logoutForm');
    var input = document.createElement('input');
    input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
    form.appendChild(input);
    form.submit();
  })();
</script>`,
  );
}

export function signedOutPage(): string {
  return layout('Signed out · A.L.I.V.E', `<h1>You are signed out</h1><p class="sub">You can close this window.</p>`);
}

export function errorPage(title: string, message: string): string {
  return layout(`${title} · A.L.I.V.E`, `<h1>${escapeHtml(title)}</h1><p class="sub">${escapeHtml(message)}</p>`);
}

/** A small initials avatar so `picture` works with no internet. */
export function avatarSvg(account: Pick<IdentityAccount, 'givenName' | 'familyName'>): string {
  const initials = `${account.givenName.charAt(0)}${account.familyName.charAt(0)}`.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#g)"/>
<text x="48" y="58" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeHtml(initials)}</text>
</svg>`;
}
