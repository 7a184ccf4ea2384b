import type { Import, ImportProgress, ImportProgressMessage, ImportState } from '@dealbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { queryKeys } from '../../api/queryKeys.js';
import { RealtimeContext } from '../../realtime/realtimeContext.js';

const phaseOf: Partial<Record<ImportState, ImportProgress['phase']>> = {
  checking: 'check',
  running: 'run',
  undoing: 'undo',
};

export interface LiveImportProgress extends ImportProgress {
  /** What the run has done so far, when a push said it. */
  done: Import['done'];
}

/**
 * How far the import's check, run or undo has got while it works: the last `import:progress`
 * pushed to its record room (the caller joins it), else what the import itself last said. A push
 * that names another state than the cached import's means the cache is behind: it is refetched.
 */
export function useImportProgress(imp: Import): LiveImportProgress | null {
  const realtime = useContext(RealtimeContext);
  const queryClient = useQueryClient();
  const [live, setLive] = useState<ImportProgressMessage>();

  useEffect(() => realtime?.watchImportProgress(imp._id, setLive), [realtime, imp._id]);

  const liveState = live?.state;
  useEffect(() => {
    if (liveState !== undefined && liveState !== imp.state) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.record('import', imp._id) });
    }
  }, [liveState, imp.state, imp._id, queryClient]);

  const phase = phaseOf[imp.state];
  if (!phase) return null;
  if (live?.phase === phase && live.state === imp.state) return live;
  if (imp.progress?.phase === phase) return { ...imp.progress, done: imp.done };
  return { phase, rowsDone: 0, rowsTotal: 0, rowsPerSecond: 0, secondsLeft: null, done: imp.done };
}
