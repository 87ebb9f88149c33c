export interface SignInAccount {
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}

interface SignInPageInput {
  accounts: readonly SignInAccount[];
  callbackUrl: string;
  state: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * The stand-in's account chooser: self-contained (inline CSS, no script, no external asset), every
 * text escaped. Each account is a submit button whose label holds its e-mail address.
 */
export function renderSignInPage({ accounts, callbackUrl, state }: SignInPageInput): string {
  const items = accounts.map((account) => {
    const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
    const initials = (account.firstName?.[0] ?? '') + (account.lastName?.[0] ?? '') || account.email[0]!;
    return `<li><button type="submit" name="code" value="${escapeHtml(account.email)}">
  <span class="avatar" aria-hidden="true">${escapeHtml(initials.toUpperCase())}</span>
  <span class="who"><span class="name">${escapeHtml(name)}</span> <span class="email">${escapeHtml(account.email)}</span></span>
  <span class="tag">${account.isAdmin ? 'Admin' : 'Not an admin'}</span>
</button></li>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google – Choose an account</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f1f3f4; color: #202124; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 32px 24px; }
  h1 { font-size: 24px; font-weight: 400; margin: 0 0 8px; text-align: center; }
  p { margin: 0 0 16px; text-align: center; color: #5f6368; font-size: 14px; }
  ul { list-style: none; margin: 0; padding: 0; border-top: 1px solid #dadce0; }
  li { border-bottom: 1px solid #dadce0; }
  button { display: flex; align-items: center; gap: 12px; width: 100%; padding: 12px 8px; border: 0; background: none; font: inherit; text-align: left; cursor: pointer; }
  button:hover, button:focus { background: #f8f9fa; outline: none; }
  .avatar { flex: none; width: 32px; height: 32px; border-radius: 50%; background: #3f51b5; color: #fff; display: grid; place-items: center; font-size: 13px; }
  .who { flex: 1; display: flex; flex-direction: column; }
  .name { font-weight: 500; }
  .email { color: #5f6368; font-size: 13px; }
  .tag { font-size: 12px; color: #5f6368; }
  .note { margin-top: 16px; font-size: 12px; }
</style>
</head>
<body>
<main>
<h1>Choose an account</h1>
<p>to continue to the Admin portal</p>
<form method="get" action="${escapeHtml(callbackUrl)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<ul>
${items.join('\n')}
</ul>
</form>
<p class="note">Local stand-in for Google sign-in: no password is asked. Choose one of the seeded staff accounts.</p>
</main>
</body>
</html>`;
}
