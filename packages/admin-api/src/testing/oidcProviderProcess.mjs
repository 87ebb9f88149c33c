// A real OpenID Connect provider on loopback standing in for Google in tests: panva's certified
// oidc-provider (8.x, which runs on Node 20), with accounts carrying Google's claims (sub, email,
// email_verified, hd) and an account chooser instead of a password. Run as a child process
// (testing/oidcServer.ts): `node oidcProviderProcess.mjs` with OIDC_SERVER_SETTINGS (JSON) in its
// environment; it prints `listening <port>` once it answers.
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import Provider, { interactionPolicy } from 'oidc-provider';

const { port, kid, client, accounts } = JSON.parse(process.env.OIDC_SERVER_SETTINGS ?? '{}');
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

// Google's prompt=select_account: an interaction every time, resolved by the chooser below.
const policy = interactionPolicy.base();
policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

const newProvider = (issuer) =>
  new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [client.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oidc-test-cookies'] },
    // Google's claims in the ID token itself, as Google puts them there.
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['hd', 'name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    findAccount(_ctx, sub) {
      const account = accounts.find((candidate) => candidate.sub === sub);
      if (!account) return undefined;
      const claims = Object.fromEntries(Object.entries(account).filter(([, value]) => value !== null));
      return { accountId: sub, claims: () => claims };
    },
  });
/** Built once the server listens: the issuer names its port. */
let provider;
let callback;

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function interaction(request, response, uid, chosen) {
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  if (!chosen) {
    const items = accounts.map(
      (account) =>
        `<li><a href="/interaction/${uid}/choose?sub=${encodeURIComponent(account.sub)}">${escape(account.email)} (${escape(account.sub)})</a></li>`,
    );
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Choose an account</title><h1>Choose an account</h1><ul>${items.join('')}</ul>`,
    );
    return;
  }
  const grant = new provider.Grant({ accountId: chosen, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { select_account: {}, login: { accountId: chosen }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const match = /^\/interaction\/([\w-]+)(\/choose)?$/.exec(url.pathname);
  if (!match) return callback(request, response);
  interaction(request, response, match[1], match[2] ? url.searchParams.get('sub') : null).catch((error) => {
    response.writeHead(400, { 'content-type': 'text/plain' });
    response.end(`interaction failed: ${error.message}`);
  });
});
server.listen(port ?? 0, '127.0.0.1', () => {
  const { port: bound } = server.address();
  provider = newProvider(`http://127.0.0.1:${bound}`);
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));
  callback = provider.callback();
  console.log(`listening ${bound}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
