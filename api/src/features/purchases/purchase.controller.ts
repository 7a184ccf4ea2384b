import { Controller, Get, Param } from '@nestjs/common';
import { z } from 'zod';
import {
  createPurchaseBodySchema,
  PurchaseMilestones,
  purchaseSchema,
  updatePurchaseBodySchema,
  type Purchase,
  type PurchaseChanges,
} from '@dealbook/contracts';
import { findPurchaseById, findPurchaseRefs, findPurchasesOfClientAndPurchaser } from '@dealbook/projections';
import { notFound } from '../../kernel/errors/domain-error.js';
import { commandTime } from '../../kernel/event-sourcing/execute-command.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { recordAnswer } from '../../kernel/http/record-answer.js';
import { namedFields } from '../../kernel/http/record-body.js';
import { RecordRoutes } from '../../kernel/http/record-routes.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { projectsOfCaller, withinReach } from './caller-projects.js';
import { refuseInternalCommentsTo, withoutInternalComments } from './internal-comments.js';
import { purchaseDecider } from './purchase.decider.js';
import { registerPurchase } from './register-purchase.js';

/** What a PUT may change: the stage with its score, the comments, the priority and every tick. */
const purchaseChangeFields = [
  'currentStage',
  'score',
  'clientComments',
  'internalComments',
  'priority',
  ...PurchaseMilestones,
] as const satisfies readonly (keyof PurchaseChanges)[];

/**
 * One purchase (spec §7.5): ETag is the stream version; PUT and DELETE honour If-Match. External
 * callers read and update the purchases of the projects they are assigned to, without the firm's
 * internal comments; any other is "not found" to them.
 */
@Controller('purchase')
@Roles('user')
export class PurchaseController extends RecordRoutes({
  path: 'purchase',
  noun: 'Purchase',
  schema: purchaseSchema,
  find: findPurchaseById,
  create: {
    errors: [400, 409],
    body: createPurchaseBodySchema,
    run: (deps, id, { score, ...fields }, context) => registerPurchase(deps, id, fields, score ?? 0, context),
  },
  get: {
    roles: ['user', 'external'],
    errors: [404],
    read: async ({ db }, id, user) => {
      const purchase = await findPurchaseById(db, id);
      if (!purchase || !withinReach(await projectsOfCaller(db, user), purchase.project._id)) {
        throw notFound('Purchase', id);
      }
      // Names and the last contact change on other streams, not this version: a browser must not
      // answer from its cache after a 304 on the unchanged ETag.
      return recordAnswer(withoutInternalComments(user, [purchase])[0]!, { version: purchase.version, noStore: true });
    },
  },
  update: {
    roles: ['user', 'external'],
    errors: [404, 409],
    body: updatePurchaseBodySchema,
    run: async ({ db, commands }, purchaseId, body, context, expectedVersion, user) => {
      const ref = (await findPurchaseRefs(db, [purchaseId])).get(purchaseId);
      if (!ref || !withinReach(await projectsOfCaller(db, user), ref.projectId)) throw notFound('Purchase', purchaseId);
      refuseInternalCommentsTo(user, body.internalComments);
      const changes: PurchaseChanges = namedFields<PurchaseChanges>(body, purchaseChangeFields);
      return commands.execute(purchaseDecider, {
        command: { type: 'UpdatePurchase', purchaseId, changes, at: commandTime(context).toISOString() },
        metadata: context,
        expectedVersion,
      });
    },
  },
  remove: {
    errors: [404, 409],
    run: (commands, purchaseId, options) =>
      commands.execute(purchaseDecider, { command: { type: 'DeletePurchase', purchaseId }, ...options }),
  },
}) {
  /** A purchaser's purchases on the projects of one client (a company may buy from several). */
  @Get('clientAndPurchaser/:clientId/:purchaserId')
  @ResponseDoc({ body: z.array(purchaseSchema) })
  clientAndPurchaser(
    @Param('clientId', uuidParam) clientId: string,
    @Param('purchaserId', uuidParam) purchaserId: string,
  ): Promise<Purchase[]> {
    return findPurchasesOfClientAndPurchaser(this.db, clientId, purchaserId);
  }
}
