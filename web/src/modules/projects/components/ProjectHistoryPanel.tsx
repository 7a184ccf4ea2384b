import { Checkbox } from '@blueprintjs/core';
import type { HistoryEntry, Project } from '@dealbook/contracts';
import { useState } from 'react';
import { sentenceText } from '../../records/components/HistorySentence.js';
import { RecordHistory } from '../../records/components/RecordHistory.js';
import { useRecordHistory } from '../../records/hooks/useRecordHistory.js';
import { usePeopleToAssign } from '../../tasks/components/AssigneeSelect.js';
import { projectHistoryWording } from '../utils/projectFieldLabels.js';
import {
  projectOwnEntries,
  timelineKindLabels,
  timelineKindOf,
  timelineKinds,
  timelineWording,
  type TimelineKind,
} from '../utils/projectTimeline.js';
import { replayRange } from '../utils/replaySteps.js';
import { ProjectReplay } from './ProjectReplay.js';

export interface ProjectHistoryPanelProps {
  project: Project;
}

/**
 * Every event of the project and of its purchasers and calls in one timeline (who, when, from → to),
 * narrowed by kind, and the slider that replays any of the project's own.
 */
export function ProjectHistoryPanel({ project }: ProjectHistoryPanelProps) {
  const history = useRecordHistory('project', project._id);
  const staff = usePeopleToAssign();
  const [at, setAt] = useState<number | null>(null);
  const [kinds, setKinds] = useState<ReadonlySet<TimelineKind>>(() => new Set(timelineKinds));
  const toggle = (kind: TimelineKind) =>
    setKinds((shown) => {
      const next = new Set(shown);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });

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
  const projectWording = projectHistoryWording((id) => known.get(id));
  const wording = (entry: HistoryEntry) => timelineWording(entry, projectWording);

  const own = projectOwnEntries(history.data ?? []);
  const range = replayRange(own);
  const entryAt = (version: number) => own.find((entry) => entry.version === version);

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
            return entry ? sentenceText(entry.sentence) : 'Changed';
          }}
        />
      )}
      <fieldset className="db-project-history__kinds" aria-label="Show in the history">
        {timelineKinds.map((kind) => (
          <Checkbox
            key={kind}
            inline
            label={timelineKindLabels[kind]}
            checked={kinds.has(kind)}
            onChange={() => toggle(kind)}
          />
        ))}
      </fieldset>
      <RecordHistory
        type="project"
        id={project._id}
        wording={wording}
        show={(entry) => kinds.has(timelineKindOf(entry))}
      />
    </div>
  );
}
