import type { UpdateProjectBody } from '@dealbook/contracts';
import { createProject, deleteProject, updateProject } from '../../api/projectsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export function useCreateProject() {
  return useRecordMutation({ type: 'project', mutationFn: createProject, idOf: (_, project) => project?._id });
}

export interface UpdateProjectInput {
  /** The version the person saw: a newer one on the server answers 409. */
  version: number;
  changes: UpdateProjectBody;
}

/** The PUT answers text, so the new version comes from the refresh, on success and on 409 alike. */
export function useUpdateProject(id: string) {
  return useRecordMutation({
    type: 'project',
    mutationFn: ({ version, changes }: UpdateProjectInput) => updateProject(id, version, changes),
    idOf: () => id,
  });
}

export function useDeleteProject(id: string) {
  return useRecordMutation({
    type: 'project',
    mutationFn: (version: number) => deleteProject(id, version),
    idOf: () => id,
    deletes: true,
  });
}
