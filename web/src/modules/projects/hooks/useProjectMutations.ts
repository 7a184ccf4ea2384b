import type { UpdateProjectBody } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject, deleteProject, updateProject } from '../../api/projectsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.record('project', project._id), project);
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists('project') });
    },
  });
}

export interface UpdateProjectInput {
  /** The version the person saw: a newer one on the server answers 409. */
  version: number;
  changes: UpdateProjectBody;
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, changes }: UpdateProjectInput) => updateProject(id, version, changes),
    // The PUT answers text, so the new version comes from a refetch, on success and on 409 alike.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.record('project', id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.history('project', id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.lists('project') }),
      ]),
  });
}

export function useDeleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => deleteProject(id, version),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.record('project', id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists('project') });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.record('project', id) }),
  });
}
