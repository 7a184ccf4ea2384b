import type {
  CreateUserBody,
  RecentlyViewedBody,
  RecentlyViewedItem,
  TeamMember,
  UpdateUserBody,
  User,
} from '@dealbook/contracts';
import { getJson, getList, sendForText, sendJson, type ListResult } from './httpClient.js';

const userPath = (id: string) => `/api/user/${encodeURIComponent(id)}`;

export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return getJson<User>(userPath(id), { signal });
}

/** GET /api/users: `query` carries search, role, isActive, limit and offset. */
export function listUsers(query: string, signal?: AbortSignal): Promise<ListResult<User>> {
  return getList<User>(`/api/users?${query}`, { signal });
}

export function createUser(body: CreateUserBody): Promise<User> {
  return sendJson<User>('/api/user', { method: 'POST', body });
}

export function updateUser(id: string, changes: UpdateUserBody): Promise<string> {
  return sendForText(userPath(id), { method: 'PUT', body: changes });
}

export function recordViewed(userId: string, item: RecentlyViewedBody): Promise<RecentlyViewedItem[]> {
  return sendJson<RecentlyViewedItem[]>(`${userPath(userId)}/recently-viewed`, { method: 'POST', body: item });
}

export function listTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  return getJson<TeamMember[]>('/api/teammembers', { signal });
}
