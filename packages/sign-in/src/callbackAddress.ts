/** What a provider's callback may carry that must not stay in the address bar or the history. */
const SECRET_PARAMETERS = ['token', 'refreshToken', 'code', 'state', 'verificationToken', 'attempt'];

/** Replaces the current history entry with the callback URL minus its secrets, before anything else runs. */
export function removeSecretsFromAddressBar(): void {
  const url = new URL(window.location.href);
  const secrets = SECRET_PARAMETERS.filter((name) => url.searchParams.has(name));
  if (secrets.length === 0) return;
  for (const name of secrets) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
