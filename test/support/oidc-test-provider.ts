import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The part of oidc-provider's context that loadExistingGrant uses (the package ships no types). */
interface GrantContext {
  oidc: {
    client: { clientId: string };
    session: { accountId: string };
    provider: {
      Grant: new (init: { clientId: string; accountId: string }) => {
        addOIDCScope(scope: string): void;
        save(): Promise<string>;
      };
    };
  };
}

export interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, standing in for Google. Logins are
 * automatic: the next authorization signs in as `signInAs`, and consent is granted for the one client.
 */
export class OidcTestProvider {
  signInAs = '';
  readonly accounts = new Map<string, TestAccount>();

  private constructor(
    private readonly server: http.Server,
    readonly issuer: string,
  ) {}

  static async start(client: {
    clientId: string;
    clientSecret: string;
    redirectUri: string;
  }): Promise<OidcTestProvider> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const self = new OidcTestProvider(server, issuer);
    const jwk = {
      ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
      kid: 'test',
      alg: 'RS256',
      use: 'sig',
    };
    // Its start-up notes (in-memory adapter, Node 20, default lifetimes) are expected in a test; keep them out of the output.
    const warn = console.warn;
    console.warn = (...args: unknown[]) => (String(args[0]).startsWith('oidc-provider') ? undefined : warn(...args));
    const { default: Provider } = await import('oidc-provider');
    const provider = new Provider(issuer, {
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: [client.redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [jwk] },
      cookies: { keys: ['oidc-test-cookie-key'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx: unknown, id: string) => ({
        accountId: id,
        claims: () => ({
          sub: id,
          ...self.accounts.get(id),
          name: `${self.accounts.get(id)?.given_name} ${self.accounts.get(id)?.family_name}`,
        }),
      }),
      // First-party client: consent is implied.
      loadExistingGrant: async (ctx: GrantContext) => {
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client.clientId,
          accountId: ctx.oidc.session.accountId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
    });
    console.warn = warn;
    const callback = provider.callback();
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!req.url?.startsWith('/interaction/')) return callback(req, res);
      void provider
        .interactionFinished(req, res, { login: { accountId: self.signInAs } }, { mergeWithLastSubmission: false })
        .catch((error: Error) => {
          res.statusCode = 500;
          res.end(error.message);
        });
    });
    return self;
  }

  /**
   * Plays the browser from the authorization URL until the provider sends it back to the client's
   * redirect URI, keeping the provider's cookies; answers that final URL.
   */
  async authorize(authorizationUrl: string, redirectUri: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (url.toString().startsWith(redirectUri)) return url;
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        cookies.set(pair.slice(0, i), pair.slice(i + 1));
      }
      await res.arrayBuffer();
      const location = res.headers.get('location');
      if (!location) throw new Error(`The provider stopped at ${url.toString()} with ${res.status}`);
      url = new URL(location, url);
    }
    throw new Error('Too many redirects');
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
