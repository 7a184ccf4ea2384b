import type { Project } from '@dealbook/contracts';
import { RecordEditor } from '../../records/components/RecordEditor.js';
import { useProjectForm } from '../hooks/useProjectForm.js';
import { useUpdateProject } from '../hooks/useProjectMutations.js';
import { projectFieldLabel } from '../utils/projectFieldLabels.js';
import {
  changedProjectFields,
  projectBodyOf,
  projectFormLabels,
  projectFormValues,
} from '../utils/projectFormValues.js';
import { ProjectForm } from './ProjectForm.js';

export interface ProjectEditorProps {
  /** The latest version known (kept current by the socket). */
  latest: Project;
  /** The record was deleted since the form opened. */
  deleted: boolean;
  reload: () => Promise<Project | undefined>;
}

/** The project's edit form on the record editor. */
export function ProjectEditor({ latest, deleted, reload }: ProjectEditorProps) {
  return (
    <RecordEditor
      type="project"
      noun="project"
      latest={latest}
      deleted={deleted}
      detailPath={`/projects/${latest._id}`}
      update={useUpdateProject(latest._id)}
      reload={reload}
      form={useProjectForm(projectFormValues(latest))}
      labels={projectFormLabels}
      valuesOf={projectFormValues}
      bodyOf={projectBodyOf}
      changed={changedProjectFields}
      // The form's labels are for its inputs; "they changed" names the project's fields.
      fieldLabel={projectFieldLabel}
      Form={ProjectForm}
    />
  );
}
