import type {
  CreateProjectBody,
  Project,
  ProjectListItem,
  ProjectReplay,
  UpdateProjectBody,
  User,
} from '@dealbook/contracts';
import { getJson, getList, sendForText, sendJson, type ListResult } from './httpClient.js';

const projectPath = (id: string) => `/api/project/${encodeURIComponent(id)}`;

/** GET /api/projects/search: `query` holds the §5 filters (isDeal=true, status=3 …), paging and sort. */
export function searchProjects(query: string, signal?: AbortSignal): Promise<ListResult<ProjectListItem>> {
  return getList<ProjectListItem>(`/api/projects/search?${query}`, { signal });
}

/** GET /api/projects/byOwner/all/all/{userId}: how many projects the person works on ("my projects"). */
export async function countProjectsOf(userId: string, signal?: AbortSignal): Promise<number> {
  const page = await getList<ProjectListItem>(`/api/projects/byOwner/all/all/${encodeURIComponent(userId)}?limit=1`, {
    signal,
  });
  return page.total;
}

export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return getJson<Project>(projectPath(id), { signal });
}

export function createProject(body: CreateProjectBody): Promise<Project> {
  return sendJson<Project>('/api/project', { method: 'POST', body });
}

/** Sends only the fields to change, against the version the person saw (409 when it is stale). */
export function updateProject(id: string, version: number, changes: UpdateProjectBody): Promise<string> {
  return sendForText(projectPath(id), { method: 'PUT', body: changes, ifMatch: version });
}

export function deleteProject(id: string, version: number): Promise<string> {
  return sendForText(projectPath(id), { method: 'DELETE', ifMatch: version });
}

/** The project as it stood at one version of its history (the auditors' replay), as the API answers it. */
export type ProjectAtVersion = ProjectReplay;

/** GET /api/history/project/{id}?at=<version>. */
export function getProjectAt(id: string, version: number, signal?: AbortSignal): Promise<ProjectAtVersion> {
  return getJson<ProjectAtVersion>(`/api/history/project/${encodeURIComponent(id)}?at=${version}`, { signal });
}

/** GET /api/externalUsers: the external callers a project can be given (managers and above). */
export function listExternalUsers(signal?: AbortSignal): Promise<User[]> {
  return getJson<User[]>('/api/externalUsers', { signal });
}

/** The project communications report of spec §7.6 for the period, as Word. */
export function projectCommunicationsReportPath(projectId: string, period: { from: Date; to: Date }): string {
  const [from, to] = [period.from.toISOString(), period.to.toISOString()];
  return `/api/project/getProjectCommunicationReportByDate/${encodeURIComponent(projectId)}/${from}/${to}`;
}
