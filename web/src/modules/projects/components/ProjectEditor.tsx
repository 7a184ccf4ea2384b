import type { CreateProjectBody, Project } from '@dealbook/contracts';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { EditorNotice } from '../../records/components/EditorNotice.js';
import { useRecordEditor } from '../../records/hooks/useRecordEditor.js';
import { useUpdateProject } from '../hooks/useProjectMutations.js';
import { projectFieldLabel } from '../utils/projectFieldLabels.js';
import { changedProjectFields, projectFormValues, toRequestBody } from '../utils/projectFormValues.js';
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
  const editor = useRecordEditor({
    type: 'project',
    noun: 'project',
    latest,
    deleted,
    detailPath: `/projects/${latest._id}`,
    update: useUpdateProject(latest._id),
    reload,
  });
  const { base } = editor;
  const baseBody = toRequestBody(projectFormValues(base));
  const theirChanges = Object.keys(changedProjectFields(baseBody, toRequestBody(projectFormValues(latest)))).map(
    projectFieldLabel,
  );

  return (
    <>
      <ProjectForm
        // A new base version starts the form again from that version's values.
        key={base.version}
        initialValues={projectFormValues(base)}
        submitLabel="Save changes"
        submitting={editor.update.isPending}
        serverErrors={editor.serverErrors}
        onSubmit={(body: CreateProjectBody) => editor.save(changedProjectFields(baseBody, body))}
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
        isOpen={editor.conflict}
        theirChanges={theirChanges}
        onReload={editor.reloadTheirs}
        onKeepEditing={editor.keepEditing}
      />
    </>
  );
}
