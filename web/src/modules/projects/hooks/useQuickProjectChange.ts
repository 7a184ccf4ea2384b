import type { Project, UpdateProjectBody } from '@dealbook/contracts';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess, toastWarning } from '../../ui/toaster.js';
import { useUpdateProject } from './useProjectMutations.js';

/**
 * One-click changes from the project page (a status, the deal flag), against the version shown.
 * The page follows pushes, so a refusal means someone changed it a moment ago: it says so and
 * the page shows their version.
 */
export function useQuickProjectChange(project: Project) {
  const update = useUpdateProject(project._id);
  const change = async (changes: UpdateProjectBody, done: string) => {
    try {
      await update.mutateAsync({ version: project.version, changes });
      toastSuccess(done);
    } catch (error) {
      if (isApiError(error, 409)) {
        toastWarning('Someone else changed this project just now; the page shows their version. Try again.');
      } else toastError('The project was not changed', errorMessage(error));
    }
  };
  return { change, busy: update.isPending };
}
