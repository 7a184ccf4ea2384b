import { listRoom, recordRoom, type Import, type UploadedImport } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { isWorking } from '../utils/importSteps.js';
import { importQueries } from './importQueries.js';

const importListRooms = [listRoom('import')];

/** A safety net while the server works: a missed push must not leave the page waiting. */
const workingRefetchMs = 5000;

/** One page of the past imports, live: every import event is pushed to `list:import`. */
export function useImportList(limit: number, offset: number) {
  useRooms(importListRooms);
  return useQuery({ ...importQueries.list(limit, offset), placeholderData: (previous) => previous });
}

/** One import, live: its events and its progress are pushed to `record:import:<id>`. */
export function useImport(id: string) {
  useRooms([recordRoom('import', id)]);
  return useQuery({
    ...importQueries.one(id),
    refetchInterval: (query) => (query.state.data && isWorking(query.state.data.state) ? workingRefetchMs : false),
  });
}

/** The file's first rows: from the import if the server sends them, else those the upload answered. */
export function useImportSample(imp: Import): string[][] {
  const cached = useQuery(importQueries.sample(imp._id));
  const own = (imp as Partial<UploadedImport>).sample;
  return own && own.length > 0 ? own : (cached.data ?? []);
}
