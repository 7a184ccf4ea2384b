/**
 * Query keys follow `[recordType, kind, ...]` so that a socket `change` for one record type can
 * invalidate every list of that type and the record's own queries without knowing the screens.
 */
export const queryKeys = {
  lists: (type: string) => [type, 'list'] as const,
  list: (type: string, ...params: readonly unknown[]) => [type, 'list', ...params] as const,
  record: (type: string, id: string) => [type, 'record', id] as const,
  history: (type: string, id: string) => [type, 'history', id] as const,
};
