import { HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import type { TaskBoardFilters as Filters, TaskScope } from '../utils/taskBoardQuery.js';
import { taskPriorityOptions, taskStatusOptions } from '../utils/taskLabels.js';
import { usePeopleToAssign } from './AssigneeSelect.js';

export interface TaskBoardFiltersProps {
  filters: Filters;
  /** Managers see the team's tasks too. */
  canSeeTeam: boolean;
  onChange: (changes: Partial<Filters>) => void;
}

export function TaskBoardFilters({ filters, canSeeTeam, onChange }: TaskBoardFiltersProps) {
  const people = usePeopleToAssign();
  return (
    <div className="db-task-board__filters">
      {canSeeTeam && (
        // A filter, not tabs: tabs name panels of their own, and this list is one and the same.
        <SegmentedControl
          aria-label="Whose tasks"
          value={filters.scope}
          onValueChange={(scope) => onChange({ scope: scope as TaskScope, assignee: '', pageIndex: 0 })}
          options={[
            { value: 'mine', label: 'My tasks' },
            { value: 'team', label: 'Team tasks' },
          ]}
        />
      )}
      <HTMLSelect
        aria-label="Status"
        value={filters.status}
        onChange={(event) => onChange({ status: event.currentTarget.value, pageIndex: 0 })}
        options={[
          { value: 'open', label: 'Open (not completed)' },
          { value: '', label: 'Any status' },
          ...taskStatusOptions.map(({ value, label }) => ({ value: String(value), label })),
        ]}
      />
      <HTMLSelect
        aria-label="Priority"
        value={filters.priority}
        onChange={(event) => onChange({ priority: event.currentTarget.value, pageIndex: 0 })}
        options={[
          { value: '', label: 'Any priority' },
          ...taskPriorityOptions.map(({ value, label }) => ({ value: String(value), label })),
        ]}
      />
      {filters.scope === 'team' && (
        <HTMLSelect
          aria-label="Assignee"
          value={filters.assignee}
          onChange={(event) => onChange({ assignee: event.currentTarget.value, pageIndex: 0 })}
          options={[
            { value: '', label: 'Everyone' },
            ...people.map((person) => ({ value: person._id, label: person.fullName })),
          ]}
        />
      )}
      <HTMLSelect
        aria-label="Sort"
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.currentTarget.value, pageIndex: 0 })}
        options={[
          { value: 'dueDate', label: 'Due soonest' },
          { value: '-dueDate', label: 'Due latest' },
          { value: 'priority', label: 'Highest priority' },
          { value: 'subject', label: 'Subject A–Z' },
          { value: '-createdAt', label: 'Newest' },
        ]}
      />
    </div>
  );
}
