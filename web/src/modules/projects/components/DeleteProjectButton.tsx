import type { Project } from '@dealbook/contracts';
import { DeleteRecordButton } from '../../records/components/DeleteRecordButton.js';
import { useDeleteProject } from '../hooks/useProjectMutations.js';
import { listOf } from '../utils/projectLists.js';

export interface DeleteProjectButtonProps {
  project: Project;
}

export function DeleteProjectButton({ project }: DeleteProjectButtonProps) {
  const remove = useDeleteProject(project._id);
  return (
    <DeleteRecordButton noun="project" version={project.version} remove={remove} listPath={listOf(project).path}>
      <p>
        Delete <strong>{project.projectName}</strong> ({project.reference})? It disappears from every list and board;
        its history is kept for the audit trail.
      </p>
    </DeleteRecordButton>
  );
}
