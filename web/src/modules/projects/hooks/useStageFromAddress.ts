import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { projectListStates } from '../states/projectListState.js';
import type { ProjectListKind } from '../utils/projectLists.js';
import { emptyProjectFilters } from '../utils/projectSearchQuery.js';

/**
 * A link may name the list's own statuses (?stage=3&stage=4, as the dashboards' status bars do):
 * the list opens filtered to them alone. The parameter is then dropped, since the filter bar owns
 * the filters from there on and a stale address would fight it.
 */
export function useStageFromAddress(kind: ProjectListKind): void {
  const [params, setParams] = useSearchParams();
  const setDraft = useSetAtom(projectListStates[kind].draft);
  const asked = params.getAll('stage').join(',');

  useEffect(() => {
    if (asked === '') return;
    const stages = asked
      .split(',')
      .map(Number)
      .filter((stage) => Number.isInteger(stage) && stage > 0);
    setDraft({ ...emptyProjectFilters, stages });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('stage');
        return next;
      },
      { replace: true },
    );
  }, [asked, setDraft, setParams]);
}
