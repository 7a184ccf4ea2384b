import { ProjectServiceType, type CreateProjectBody } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { serverFieldErrors } from '../../records/utils/saveErrors.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useCreateProject } from '../hooks/useProjectMutations.js';
import { newProjectFormValues } from '../utils/projectFormValues.js';
import { listOf } from '../utils/projectLists.js';
import { ProjectForm } from './ProjectForm.js';

const services = new Set<number>(Object.values(ProjectServiceType));

/** A new project, started from the list it was asked for (`?isDeal=true&serviceOfInterest=3`). */
export function NewProjectForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useCurrentUser();
  const create = useCreateProject();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [initialValues] = useState(() => {
    const service = Number(params.get('serviceOfInterest'));
    return newProjectFormValues({
      isDeal: params.get('isDeal') === 'true',
      serviceOfInterest: services.has(service) ? (service as ProjectServiceType) : undefined,
      owner: { _id: me._id, fullName: me.fullName },
    });
  });

  const submit = (body: CreateProjectBody) =>
    create.mutate(body, {
      onSuccess: (project) => {
        toastSuccess('Project created');
        navigate(`/projects/${project._id}`);
      },
      onError: (error) => {
        setServerErrors(serverFieldErrors(error));
        toastError('The project could not be created', errorMessage(error));
      },
    });

  return (
    <ProjectForm
      initialValues={initialValues}
      submitLabel="Create project"
      submitting={create.isPending}
      serverErrors={serverErrors}
      onSubmit={submit}
      onCancel={() => navigate(listOf(initialValues).path)}
      autoFocus
    />
  );
}
