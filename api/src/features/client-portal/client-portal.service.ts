import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  clientStageOf,
  streamId,
  type ClientApprovalItem,
  type ClientDocument,
  type ClientPayment,
  type ClientProjectStatus,
  type ClientProjectSummary,
  type ClientTimelineEntry,
  type EventStore,
  type SessionUser,
} from '@dealbook/contracts';
import {
  countPurchaserMilestones,
  findBuyerEngagement,
  findDocumentApprovalItems,
  findPurchaserApprovalItems,
  parsePaymentFilter,
  searchPayments,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { DATABASE, EVENT_STORE } from '../../kernel/database-tokens.js';
import { clientScopeOf, requireClientProject, type ClientProject, type ClientScope } from './client-scope.js';
import { clientTimelineOf } from './client-timeline.js';

/** A project has few payments; the status page shows them all. */
const PaymentsShown = 200;

/**
 * What the client portal reads (issue 14), always through the caller's scope: their companies'
 * projects, and of those only what was shared with or submitted to them.
 */
@Injectable()
export class ClientPortalService {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  scopeOf(user: SessionUser): Promise<ClientScope> {
    return clientScopeOf(this.db, user);
  }

  /** Purchasers and documents submitted to the client, awaiting first. */
  async approvals(scope: ClientScope, projectIds = scope.projects.map((p) => p.id)): Promise<ClientApprovalItem[]> {
    const [purchasers, documents] = await Promise.all([
      findPurchaserApprovalItems(this.db, projectIds),
      findDocumentApprovalItems(this.db, projectIds),
    ]);
    return [...purchasers, ...documents].sort(awaitingThenNewest);
  }

  async projects(scope: ClientScope): Promise<ClientProjectSummary[]> {
    const [items, timelines] = await Promise.all([
      this.approvals(scope),
      Promise.all(scope.projects.map((project) => this.timeline(project.id))),
    ]);
    return scope.projects.map((project, index) =>
      summaryOf(
        project,
        scope.visits[project.id] ?? null,
        timelines[index]!,
        items.filter((item) => item.project._id === project.id),
      ),
    );
  }

  async status(scope: ClientScope, projectId: string): Promise<ClientProjectStatus> {
    const project = requireClientProject(scope, projectId);
    const [timeline, items, milestones, payments, buyers] = await Promise.all([
      this.timeline(projectId),
      this.approvals(scope, [projectId]),
      countPurchaserMilestones(this.db, projectId),
      searchPayments(this.db, parsePaymentFilter({ projects: projectId }), {
        limit: PaymentsShown,
        offset: 0,
        sort: 'dueDate',
      }),
      findBuyerEngagement(this.db, projectId, { approvedOnly: true }),
    ]);
    return {
      project: summaryOf(project, scope.visits[projectId] ?? null, timeline, items),
      timeline,
      milestones,
      payments: payments.rows.map((payment): ClientPayment => ({
        _id: payment._id,
        description: payment.description,
        dueDate: payment.dueDate,
        amountIncVAT: payment.amountIncVAT,
        paid: payment.paid,
      })),
      documents: items.filter((item) => item.kind === 'document').map(toDocument),
      // Counts and dates only: who at the purchaser received them is the firm's to know.
      buyers: buyers.map(({ purchaseId: _id, links: _links, readers: _readers, ...reading }) => reading),
    };
  }

  private async timeline(projectId: string): Promise<ClientTimelineEntry[]> {
    return clientTimelineOf(await this.store.readStream(streamId('project', projectId)));
  }
}

function summaryOf(
  project: ClientProject,
  lastVisitAt: string | null,
  timeline: readonly ClientTimelineEntry[],
  items: readonly ClientApprovalItem[],
): ClientProjectSummary {
  // Everything is new on a first visit.
  const isNew = (at: string | null) => at !== null && (lastVisitAt === null || at > lastVisitAt);
  return {
    _id: project.id,
    reference: project.reference,
    projectName: project.projectName,
    stage: clientStageOf(project.status),
    awaiting: items.filter((item) => item.review.state === 'awaiting').length,
    changesSinceLastVisit:
      timeline.filter((entry) => isNew(entry.at)).length +
      items.filter((item) => isNew(item.review.submittedAt)).length,
    lastVisitAt,
  };
}

function toDocument(item: ClientApprovalItem): ClientDocument {
  return {
    _id: item._id,
    fileName: item.title,
    contentType: item.file?.contentType ?? 'application/octet-stream',
    size: item.file?.size ?? 0,
    review: item.review,
  };
}

function awaitingThenNewest(a: ClientApprovalItem, b: ClientApprovalItem): number {
  const waiting = Number(b.review.state === 'awaiting') - Number(a.review.state === 'awaiting');
  return waiting !== 0 ? waiting : (b.review.submittedAt ?? '').localeCompare(a.review.submittedAt ?? '');
}
