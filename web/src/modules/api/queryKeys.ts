/**
 * Query keys follow `[recordType, kind, ...]` so that a socket `change` for one record type can
 * invalidate every list of that type and the record's own queries without knowing the screens.
 */
export const queryKeys = {
  lists: (type: string) => [type, 'list'] as const,
  list: (type: string, ...params: readonly unknown[]) => [type, 'list', ...params] as const,
  record: (type: string, id: string) => [type, 'record', id] as const,
  /** Every record query of a type, for changes that do not say which record they touch. */
  records: (type: string) => [type, 'record'] as const,
  history: (type: string, id: string) => [type, 'history', id] as const,
  /** Every history of a type: a project's history shows its purchasers' and calls' events too. */
  histories: (type: string) => [type, 'history'] as const,
  /**
   * Record pages' activity timelines merge many record types (a company's calls, notes, projects…):
   * one family that changes of those types make stale (coalesced: see `coalescedInvalidationKeys`).
   */
  timelines: () => ['timeline'] as const,
  timeline: (type: string, id: string, ...params: readonly unknown[]) => ['timeline', type, id, ...params] as const,
  /** A record as it stood at one past version: never stale, so outside the keys pushes invalidate. */
  replay: (type: string, id: string, version: number) => [type, 'replay', id, version] as const,
  /**
   * The dashboards count across record types, so they sit in one family of their own that changes
   * of those types make stale (coalesced: see `coalescedInvalidationKeys`).
   */
  dashboards: () => ['dashboard'] as const,
  dashboard: (...params: readonly unknown[]) => ['dashboard', ...params] as const,
  /**
   * The client portal's answers (projects, a project's status, approvals) gather projects,
   * purchasers, documents and payments: one family that changes of those types make stale.
   */
  clientPortal: () => ['client-portal'] as const,
  /**
   * Buyer document links and a project's engagement (issue 38): a family of their own — the
   * purchase caches hold purchases only — that a purchaser's change makes stale.
   */
  buyerDocuments: () => ['buyer-documents'] as const,
  buyerDocumentsQuery: (...params: readonly unknown[]) => ['buyer-documents', ...params] as const,
  clientPortalQuery: (...params: readonly unknown[]) => ['client-portal', ...params] as const,
  /** A report as it stood at a past instant: it never changes, so no push makes it stale. */
  reportAsOf: (...params: readonly unknown[]) => ['report-as-of', ...params] as const,
  /** Items waiting on clients past the due days (a project's, the firm's): purchase and attachment changes move them. */
  overdueApprovals: () => ['overdue-approvals'] as const,
  overdueApprovalsOf: (...params: readonly unknown[]) => ['overdue-approvals', ...params] as const,
  /** The first rows of an uploaded file: only the upload answers them, so no push makes them stale. */
  importSample: (id: string) => ['import-sample', id] as const,
};
