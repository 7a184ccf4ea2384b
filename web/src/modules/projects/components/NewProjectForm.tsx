import { ProjectServiceType } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useCreateProject } from '../hooks/useProjectMutations.js';
import { useProjectForm } from '../hooks/useProjectForm.js';
import { newProjectFormValues, projectFormLabels } from '../utils/projectFormValues.js';
import { listOf } from '../utils/projectLists.js';
import { ProjectForm } from './ProjectForm.js';

const services = new Set<number>(Object.values(ProjectServiceType));

/** A new project, started from the list it was asked for (`?isDeal=true&serviceOfInterest=3`). */
export function NewProjectForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useCurrentUser();
  const create = useCreateProject();
  const [initialValues] = useState(() => {
    const service = Number(params.get('serviceOfInterest'));
    return newProjectFormValues({
      isDeal: params.get('isDeal') === 'true',
      serviceOfInterest: services.has(service) ? (service as ProjectServiceType) : undefined,
      owner: { _id: me._id, fullName: me.fullName },
    });
  });
  const form = useProjectForm(initialValues);
  const cycle = useSaveCycle({
    form,
    labels: projectFormLabels,
    save: (body) => create.mutateAsync(body),
    savedMessage: 'Project created',
    failedMessage: 'The project could not be created',
    onSaved: (project) => navigate(project ? `/projects/${project._id}` : listOf(initialValues).path),
  });

  return (
    <ProjectForm
      form={form}
      cycle={cycle}
      submitLabel="Create project"
      onCancel={() => navigate(listOf(initialValues).path)}
      autoFocus
    />
  );
}
