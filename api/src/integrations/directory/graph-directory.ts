import { BadGatewayException, Logger } from '@nestjs/common';
import type { DirectoryUser, InvitationBody, InvitationResult } from '@dealbook/contracts';
import { notFound } from '../../kernel/errors/domain-error.js';
import type { GraphSettings } from './directory-config.js';
import type { Directory } from './directory.port.js';

/** Spec §8: a directory call that cannot authorise fails with this message (502 to the caller). */
export const noAccessToken = 'Could not get an access token';
export const guestFilter = "UserType eq 'Guest'";
const userFields = 'id,displayName,mail,userPrincipalName';
const maxPages = 50;

interface GraphUser {
  id: string;
  displayName?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
}

const toDirectoryUser = (u: GraphUser): DirectoryUser => ({
  id: u.id,
  displayName: u.displayName ?? '',
  mail: u.mail ?? null,
  userPrincipalName: u.userPrincipalName ?? '',
});

/**
 * Microsoft Graph as the directory, with the app's own identity (client-credentials grant):
 * the admin screens of spec §7.2 act on the tenant's guests without a user's Graph token.
 */
export class GraphDirectory implements Directory {
  readonly kind = 'graph';
  private readonly logger = new Logger('GraphDirectory');
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly settings: GraphSettings) {}

  async listGuests(): Promise<DirectoryUser[]> {
    return this.list(`/beta/users?$filter=${encodeURIComponent(guestFilter)}`);
  }

  listUsers(): Promise<DirectoryUser[]> {
    return this.list(`/v1.0/users?$select=${userFields}`);
  }

  async invite(invitation: Required<InvitationBody>): Promise<InvitationResult> {
    const { invitedUserDisplayName, invitedUserEmailAddress, inviteRedirectUrl, sendInvitationMessage } = invitation;
    const response = await this.call('POST', '/v1.0/invitations', {
      invitedUserDisplayName,
      invitedUserEmailAddress,
      inviteRedirectUrl,
      sendInvitationMessage,
    });
    const body = (await response.json()) as { id: string; inviteRedeemUrl?: string; invitedUser?: { id?: string } };
    return { id: body.invitedUser?.id ?? body.id, inviteRedeemUrl: body.inviteRedeemUrl };
  }

  async deleteUser(id: string): Promise<void> {
    await this.call('DELETE', `/v1.0/users/${encodeURIComponent(id)}`, undefined, () => notFound('Directory user', id));
  }

  async me(email: string): Promise<DirectoryUser | undefined> {
    const path = `/v1.0/users/${encodeURIComponent(email)}?$select=${userFields}`;
    const response = await this.call('GET', path, undefined, () => null);
    return response ? toDirectoryUser((await response.json()) as GraphUser) : undefined;
  }

  /** A collection, following `@odata.nextLink` pages (bounded, in case a link loops). */
  private async list(path: string): Promise<DirectoryUser[]> {
    const users: DirectoryUser[] = [];
    let next: string | undefined = path;
    for (let page = 0; next && page < maxPages; page += 1) {
      const response = await this.call('GET', next);
      const body = (await response.json()) as { value?: GraphUser[]; '@odata.nextLink'?: string };
      users.push(...(body.value ?? []).map(toDirectoryUser));
      next = body['@odata.nextLink'];
    }
    return users;
  }

  /** One Graph call; a 404 goes to `onNotFound` when given; other failures are a 502. */
  private async call(method: string, pathOrUrl: string, body?: unknown): Promise<Response>;
  private async call<T>(
    method: string,
    pathOrUrl: string,
    body: unknown,
    onNotFound: () => T,
  ): Promise<Response | Exclude<T, Error>>;
  private async call<T>(method: string, pathOrUrl: string, body?: unknown, onNotFound?: () => T) {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.settings.baseUrl}${pathOrUrl}`;
    let response = await this.send(method, url, body);
    if (response.status === 401) {
      // A cached token the directory no longer accepts (revoked, clock skew): one fresh try.
      this.token = undefined;
      response = await this.send(method, url, body);
    }
    if (response.status === 404 && onNotFound) {
      const outcome = onNotFound();
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      this.logger.error(`${method} ${url} answered ${response.status}: ${detail.slice(0, 500)}`);
      throw new BadGatewayException(`The directory service refused the call (${response.status})`);
    }
    return response;
  }

  private async send(method: string, url: string, body: unknown): Promise<Response> {
    const authorization = `Bearer ${await this.accessToken()}`;
    try {
      return await fetch(url, {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      this.logger.error(`${method} ${url} failed: ${String(error)}`);
      throw new BadGatewayException('The directory service could not be reached');
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const { clientId, clientSecret, tokenUrl, baseUrl } = this.settings;
    try {
      const response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: clientSecret,
          scope: `${baseUrl}/.default`,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
      if (!response.ok || typeof body.access_token !== 'string') {
        throw new Error(`token endpoint answered ${response.status}`);
      }
      // Renewed a minute early, so a token never expires between check and use.
      const lifetime = Math.max((body.expires_in ?? 3600) - 60, 0) * 1000;
      this.token = { value: body.access_token, expiresAt: Date.now() + lifetime };
      return body.access_token;
    } catch (error) {
      this.logger.error(`${noAccessToken}: ${String(error)}`);
      throw new BadGatewayException(noAccessToken);
    }
  }
}
