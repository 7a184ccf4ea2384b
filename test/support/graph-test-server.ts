import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Microsoft Graph and its token endpoint, the only one in the test suite: the
 * real Graph cannot be reached from the test machines. A real HTTP server (node:http) speaking
 * the documented shapes of the calls Dealbook makes: the client-credentials token request
 * (login.microsoftonline.com/{tenant}/oauth2/v2.0/token), POST /v1.0/invitations,
 * GET /beta/users?$filter=UserType eq 'Guest', GET /v1.0/users, GET and DELETE /v1.0/users/{id}.
 * Every Graph call must carry a bearer token this server issued.
 */
export interface GraphTestUser {
  id: string;
  displayName: string;
  mail: string | null;
  userPrincipalName: string;
  userType: 'Member' | 'Guest';
}

export interface RecordedGraphRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export interface GraphTestServer {
  baseUrl: string;
  tokenUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  users: GraphTestUser[];
  requests: RecordedGraphRequest[];
  /** Token requests fail (401 invalid_client) and every token issued so far stops working. */
  refuseTokens(refuse: boolean): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

const graphError = (code: string, message: string) => ({ error: { code, message } });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const publicUser = ({ id, displayName, mail, userPrincipalName }: GraphTestUser) => ({
  id,
  displayName,
  mail,
  userPrincipalName,
});

export async function startGraphTestServer(): Promise<GraphTestServer> {
  const tenantId = randomUUID();
  const clientId = randomUUID();
  const clientSecret = `secret-${randomUUID()}`;
  const issued = new Set<string>();
  let refusing = false;
  const users: GraphTestUser[] = [
    {
      id: randomUUID(),
      displayName: 'Mia Member',
      mail: 'mia@tenant.example',
      userPrincipalName: 'mia@tenant.example',
      userType: 'Member',
    },
    {
      id: randomUUID(),
      displayName: 'Gus Guest',
      mail: 'gus@partner.example',
      userPrincipalName: 'gus_partner.example#EXT#@tenant.example',
      userType: 'Guest',
    },
  ];
  const requests: RecordedGraphRequest[] = [];
  let baseUrl = '';

  async function token(req: IncomingMessage, res: ServerResponse, raw: string): Promise<void> {
    const form = new URLSearchParams(raw);
    const valid =
      !refusing &&
      req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
      form.get('grant_type') === 'client_credentials' &&
      form.get('client_id') === clientId &&
      form.get('client_secret') === clientSecret &&
      form.get('scope') === `${baseUrl}/.default`;
    if (!valid) {
      send(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
      return;
    }
    const accessToken = randomUUID();
    issued.add(accessToken);
    send(res, 200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: accessToken });
  }

  function graph(req: IncomingMessage, res: ServerResponse, url: URL, body: unknown): void {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer)) {
      send(res, 401, graphError('InvalidAuthenticationToken', 'Access token is empty or invalid.'));
      return;
    }
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1.0/invitations') {
      const invitation = body as Record<string, unknown>;
      if (typeof invitation.invitedUserEmailAddress !== 'string' || typeof invitation.inviteRedirectUrl !== 'string') {
        send(res, 400, graphError('BadRequest', 'invitedUserEmailAddress and inviteRedirectUrl are required.'));
        return;
      }
      const guest: GraphTestUser = {
        id: randomUUID(),
        displayName: String(invitation.invitedUserDisplayName ?? ''),
        mail: invitation.invitedUserEmailAddress,
        userPrincipalName: `${invitation.invitedUserEmailAddress.replace('@', '_')}#EXT#@tenant.example`,
        userType: 'Guest',
      };
      users.push(guest);
      send(res, 201, {
        '@odata.context': `${baseUrl}/v1.0/$metadata#invitations/$entity`,
        id: randomUUID(),
        inviteRedeemUrl: `https://login.microsoftonline.com/redeem?rd=${guest.id}`,
        invitedUserDisplayName: guest.displayName,
        invitedUserEmailAddress: guest.mail,
        inviteRedirectUrl: invitation.inviteRedirectUrl,
        sendInvitationMessage: invitation.sendInvitationMessage ?? false,
        status: 'PendingAcceptance',
        invitedUser: { id: guest.id },
      });
      return;
    }
    if (req.method === 'GET' && path === '/beta/users') {
      const filter = url.searchParams.get('$filter');
      if (filter !== "UserType eq 'Guest'") {
        send(res, 400, graphError('BadRequest', `Unsupported filter: ${filter}`));
        return;
      }
      send(res, 200, {
        '@odata.context': `${baseUrl}/beta/$metadata#users`,
        value: users.filter((u) => u.userType === 'Guest').map(publicUser),
      });
      return;
    }
    if (req.method === 'GET' && path === '/v1.0/users') {
      send(res, 200, { '@odata.context': `${baseUrl}/v1.0/$metadata#users`, value: users.map(publicUser) });
      return;
    }
    const one = /^\/v1\.0\/users\/([^/]+)$/.exec(path);
    if (one) {
      const key = decodeURIComponent(one[1]!).toLowerCase();
      const index = users.findIndex((u) => u.id === key || u.userPrincipalName.toLowerCase() === key);
      if (index < 0) {
        send(res, 404, graphError('Request_ResourceNotFound', `Resource '${key}' does not exist.`));
        return;
      }
      if (req.method === 'GET') return send(res, 200, publicUser(users[index]!));
      if (req.method === 'DELETE') {
        users.splice(index, 1);
        return send(res, 204);
      }
    }
    send(res, 404, graphError('Request_UnsupportedQuery', `${req.method} ${path} is not supported here.`));
  }

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const url = new URL(req.url ?? '/', baseUrl);
      const isJson = req.headers['content-type']?.startsWith('application/json');
      const body: unknown = raw && isJson ? JSON.parse(raw) : raw || undefined;
      requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.method === 'POST' && url.pathname === `/${tenantId}/oauth2/v2.0/token`) return token(req, res, raw);
      graph(req, res, url, body);
    })().catch((error: unknown) => send(res, 500, graphError('InternalServerError', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    tokenUrl: `${baseUrl}/${tenantId}/oauth2/v2.0/token`,
    tenantId,
    clientId,
    clientSecret,
    users,
    requests,
    refuseTokens(refuse) {
      refusing = refuse;
      if (refuse) issued.clear();
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
