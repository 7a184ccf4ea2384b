import type { Migration } from 'kysely/migration';
import * as companies from './0001-companies.js';
import * as users from './0002-users.js';
import * as authSessions from './0003-auth-sessions.js';
import * as userProfiles from './0004-user-profiles.js';
import * as contacts from './0005-contacts.js';
import * as tasks from './0006-tasks.js';
import * as notes from './0007-notes.js';
import * as payments from './0008-payments.js';
import * as attachments from './0009-attachments.js';
import * as crmEvents from './0010-crm-events.js';
import * as sessionIdToken from './0011-session-id-token.js';
import * as globalSearchIndexes from './0012-global-search-indexes.js';
import * as projects from './0013-projects.js';
import * as purchases from './0014-purchases.js';
import * as communications from './0015-communications.js';
import * as accessNotifications from './0016-access-notifications.js';
import * as listIndexes from './0017-list-indexes.js';
import * as childLinkTimes from './0018-child-link-times.js';
import * as dashboards from './0019-dashboards.js';
import * as purchaseClientReview from './0020-purchase-client-review.js';
import * as attachmentClientReview from './0021-attachment-client-review.js';
import * as clientVisits from './0022-client-visits.js';
import * as reportSchedules from './0023-report-schedules.js';
import * as imports from './0024-imports.js';
import * as duplicateKeys from './0025-duplicate-keys.js';
import * as mergedRecords from './0026-merged-records.js';
import * as navbarNeverChosen from './0027-navbar-never-chosen.js';
import * as idempotentRequests from './0028-idempotent-requests.js';
import * as importFileDeleted from './0029-import-file-deleted.js';
import * as buyerLinks from './0030-buyer-links.js';

/**
 * Read-model migrations in the order they apply; names sort in that order. Add a line per file.
 * (A static map rather than a folder scan, so the built package needs no file-system lookup.)
 */
export const migrations: Record<string, Migration> = {
  '0001-companies': companies,
  '0002-users': users,
  '0003-auth-sessions': authSessions,
  '0004-user-profiles': userProfiles,
  '0005-contacts': contacts,
  '0006-tasks': tasks,
  '0007-notes': notes,
  '0008-payments': payments,
  '0009-attachments': attachments,
  '0010-crm-events': crmEvents,
  '0011-session-id-token': sessionIdToken,
  '0012-global-search-indexes': globalSearchIndexes,
  '0013-projects': projects,
  '0014-purchases': purchases,
  '0015-communications': communications,
  '0016-access-notifications': accessNotifications,
  '0017-list-indexes': listIndexes,
  '0018-child-link-times': childLinkTimes,
  '0019-dashboards': dashboards,
  '0020-purchase-client-review': purchaseClientReview,
  '0021-attachment-client-review': attachmentClientReview,
  '0022-client-visits': clientVisits,
  '0023-report-schedules': reportSchedules,
  '0024-imports': imports,
  '0025-duplicate-keys': duplicateKeys,
  '0026-merged-records': mergedRecords,
  '0027-navbar-never-chosen': navbarNeverChosen,
  '0028-idempotent-requests': idempotentRequests,
  '0029-import-file-deleted': importFileDeleted,
  '0030-buyer-links': buyerLinks,
};
