import type { HistoryEntry, Project } from '@dealbook/contracts';
import { useState } from 'react';
import { RecordHistory } from '../../records/components/RecordHistory.js';
import { useRecordHistory } from '../../records/hooks/useRecordHistory.js';
import { usePeopleToAssign } from '../../tasks/components/AssigneeSelect.js';
import { describeProjectEntry } from '../utils/projectHistory.js';
import { replayRange } from '../utils/replaySteps.js';
import { ProjectReplay } from './ProjectReplay.js';

export interface ProjectHistoryPanelProps {
  project: Project;
}

/** Every event of the project (who, when, from → to) and the slider that replays any of them. */
export function ProjectHistoryPanel({ project }: ProjectHistoryPanelProps) {
  const history = useRecordHistory('project', project._id);
  const staff = usePeopleToAssign();
  const [at, setAt] = useState<number | null>(null);

  // Events name people by id: the names this screen knows (the team, the project's own people).
  const known = new Map<string, string>();
  for (const person of [
    ...staff,
    ...project.blueboxContacts,
    ...project.externalCallers,
    ...(project.owner ? [project.owner] : []),
  ]) {
    known.set(person._id, person.fullName);
  }
  known.set(project.client._id, project.client.companyName);
  const describe = (entry: HistoryEntry) => describeProjectEntry(entry, (id) => known.get(id));

  const range = replayRange(history.data ?? []);
  const entryAt = (version: number) => history.data?.find((entry) => entry.version === version);

  return (
    <div className="db-project-history">
      {range && (
        <ProjectReplay
          projectId={project._id}
          range={range}
          at={at}
          onAt={setAt}
          describe={(version) => {
            const entry = entryAt(version);
            return entry ? describe(entry).title : 'Changed';
          }}
        />
      )}
      <RecordHistory type="project" id={project._id} describe={describe} />
    </div>
  );
}
