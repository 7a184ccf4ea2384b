import type { Project } from '@dealbook/contracts';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { EditorNotice } from '../../records/components/EditorNotice.js';
import { useRecordEditor } from '../../records/hooks/useRecordEditor.js';
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

/** The project's edit form on the shared save cycle (If-Match, 409 → the person decides). */
export function ProjectEditor({ latest, deleted, reload }: ProjectEditorProps) {
  const form = useProjectForm(projectFormValues(latest));
  const editor = useRecordEditor({
    type: 'project',
    noun: 'project',
    latest,
    deleted,
    detailPath: `/projects/${latest._id}`,
    update: useUpdateProject(latest._id),
    reload,
    form,
    labels: projectFormLabels,
    valuesOf: projectFormValues,
    changesOf: (base, body) => changedProjectFields(projectBodyOf(base), body),
  });
  const theirChanges = Object.keys(changedProjectFields(projectBodyOf(editor.base), projectBodyOf(latest))).map(
    projectFieldLabel,
  );

  return (
    <>
      <ProjectForm
        form={form}
        cycle={editor.cycle}
        submitLabel="Save changes"
        onCancel={editor.cancel}
        notice={
          <EditorNotice
            room={editor.room}
            noun="project"
            changedElsewhere={editor.changedElsewhere}
            deleted={deleted}
            theirChanges={theirChanges}
            onReload={editor.reloadTheirs}
          />
        }
      />
      <ConflictDialog
        noun="project"
        isOpen={editor.cycle.conflict}
        theirChanges={theirChanges}
        onReload={editor.reloadTheirs}
        onKeepEditing={editor.cycle.keepEditing}
      />
    </>
  );
}
