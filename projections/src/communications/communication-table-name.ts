import type { ChildTableName } from '../shared/child-doc.js';

/**
 * The communications table for the child-record helpers of `shared/child-doc.ts`. They work on any
 * table of the child shape (id, version, doc, created_at, updated_at), which `communications` is;
 * their name union predates this read model, hence the cast.
 */
export const communicationsTable = 'communications' as unknown as ChildTableName;
