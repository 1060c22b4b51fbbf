// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration must reach every program that imports this file (the e2e tsconfig too)
/// <reference path="./oidc-provider.d.ts" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Provider, { type InteractionResult } from 'oidc-provider';

/** Who signs in at the provider: the test (or the person in the browser) chooses every claim. */
export interface TestAccount {
  account: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

export interface OidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Plays the browser at the provider: follows the authorization URL, submits the login form (or
   * cancels), and answers the URL the provider sends back to the portal (code, state, iss).
   */
  signIn(authorizationUrl: string, who: TestAccount | 'cancel'): Promise<URL>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LOGIN_PAGE = (uid: string, client: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><h1>Sign in to continue to ${escapeHtml(client)}</h1>
<form method="post" action="/interaction/${uid}">
<label>Account <input name="account" data-testid="oidc-account" required></label>
<label>E-mail <input name="email" data-testid="oidc-email"></label>
<label><input type="checkbox" name="email_verified" value="true" data-testid="oidc-email-verified"> verified</label>
<label>Name <input name="name" data-testid="oidc-name"></label>
<button type="submit" name="action" value="login" data-testid="oidc-submit">Sign in</button>
<button type="submit" name="action" value="cancel" formnovalidate data-testid="oidc-cancel">Cancel</button>
</form></body></html>`;

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port, with one
 * confidential client whose redirect URIs the caller names. Its interaction is a plain HTML
 * form where any account signs in with the claims typed in (e-mail, whether it is verified, a
 * name), consent granted with the login; cancelling answers access_denied to the client.
 */
export async function startOidcServer(options: { redirectUris: string[] }): Promise<OidcServer> {
  const accounts = new Map<string, TestAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `portal-${randomBytes(3).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: options.redirectUris }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          ...(account.email === undefined
            ? {}
            : { email: account.email, email_verified: account.emailVerified ?? false }),
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
  });
  const callback = provider.callback();

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(LOGIN_PAGE(uid, String(details.params.client_id)));
      return;
    }
    const form = await readForm(req);
    let result: InteractionResult;
    if (form.get('action') === 'cancel') {
      result = { error: 'access_denied', error_description: 'End-User cancelled the sign-in' };
    } else {
      const account = form.get('account')?.trim() || 'anonymous';
      const email = form.get('email')?.trim();
      accounts.set(account, {
        account,
        email: email || undefined,
        emailVerified: form.get('email_verified') === 'true',
        name: form.get('name')?.trim() || undefined,
      });
      const grant = new provider.Grant({ accountId: account, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      result = { login: { accountId: account }, consent: { grantId: await grant.save() } };
    }
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? '/', issuer).pathname)?.[1];
    if (!uid) return void callback(req, res);
    interaction(req, res, uid).catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(`interaction failed: ${String(error)}`);
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    async signIn(authorizationUrl, who) {
      const jar = new Map<string, string>();
      const send = async (url: string, init: RequestInit = {}) => {
        const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
        for (const line of res.headers.getSetCookie()) {
          const pair = line.split(';')[0] ?? '';
          const name = pair.slice(0, pair.indexOf('=')).trim();
          const value = pair.slice(pair.indexOf('=') + 1);
          if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(name, value);
          else jar.delete(name);
        }
        const location = res.headers.get('location');
        if (res.status < 300 || res.status >= 400 || !location) {
          throw new Error(`provider answered ${res.status} at ${url}: ${(await res.text()).slice(0, 300)}`);
        }
        return new URL(location, url);
      };
      const interactionUrl = await send(authorizationUrl);
      const form =
        who === 'cancel'
          ? new URLSearchParams({ action: 'cancel' })
          : new URLSearchParams({
              action: 'login',
              account: who.account,
              email: who.email ?? '',
              name: who.name ?? '',
              ...(who.emailVerified ? { email_verified: 'true' } : {}),
            });
      const resume = await send(interactionUrl.href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      return send(resume.href);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
