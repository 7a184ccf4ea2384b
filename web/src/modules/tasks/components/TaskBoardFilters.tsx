import { HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import { FilterBar } from '../../records/components/FilterBar.js';
import { taskListState } from '../states/taskListState.js';
import type { TaskScope } from '../utils/taskBoardQuery.js';
import { taskPriorityOptions, taskStatusOptions } from '../utils/taskLabels.js';
import { usePeopleToAssign } from './AssigneeSelect.js';

export interface TaskBoardFiltersProps {
  /** Managers see the team's tasks too. */
  canSeeTeam: boolean;
}

/** The tasks board's filter bar: the record kit's, searching subjects, with whose, status, priority and assignee. */
export function TaskBoardFilters({ canSeeTeam }: TaskBoardFiltersProps) {
  const people = usePeopleToAssign();
  return (
    <FilterBar
      state={taskListState}
      name="Task filters"
      search={{ field: 'subject', placeholder: 'Search by subject', label: 'Search tasks by subject' }}
    >
      {({ draft, set }) => (
        <>
          {canSeeTeam && (
            // A filter, not tabs: tabs name panels of their own, and this list is one and the same.
            <SegmentedControl
              aria-label="Whose tasks"
              value={draft.scope}
              onValueChange={(scope) => {
                set('scope', scope as TaskScope);
                if (draft.assignee) set('assignee', '');
              }}
              options={[
                { value: 'mine', label: 'My tasks' },
                { value: 'team', label: 'Team tasks' },
              ]}
            />
          )}
          <HTMLSelect
            aria-label="Status"
            value={draft.status}
            onChange={(event) => set('status', event.currentTarget.value)}
            options={[
              { value: 'open', label: 'Open (not completed)' },
              { value: '', label: 'Any status' },
              ...taskStatusOptions.map(({ value, label }) => ({ value: String(value), label })),
            ]}
          />
          <HTMLSelect
            aria-label="Priority"
            value={draft.priority}
            onChange={(event) => set('priority', event.currentTarget.value)}
            options={[
              { value: '', label: 'Any priority' },
              ...taskPriorityOptions.map(({ value, label }) => ({ value: String(value), label })),
            ]}
          />
          {draft.scope === 'team' && (
            <HTMLSelect
              aria-label="Assignee"
              value={draft.assignee}
              onChange={(event) => set('assignee', event.currentTarget.value)}
              options={[
                { value: '', label: 'Everyone' },
                ...people.map((person) => ({ value: person._id, label: person.fullName })),
              ]}
            />
          )}
        </>
      )}
    </FilterBar>
  );
}
