import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  createPurchaseBodySchema,
  updatePurchaseBodySchema,
  type Purchase,
  type PurchaseChanges,
  type SessionUser,
} from '@dealbook/contracts';
import {
  findPurchaseById,
  findPurchaseRefs,
  findPurchasesOfClientAndPurchaser,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { commandTime } from '../../kernel/event-sourcing/execute-command.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ExpectedVersion } from '../../kernel/http/if-match.js';
import {
  createdAnswer,
  recordAnswer,
  savedAnswer,
  textAnswer,
  type RecordAnswer,
} from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { projectsOfCaller, withinReach } from './caller-projects.js';
import { refuseInternalCommentsTo, withoutInternalComments } from './internal-comments.js';
import { purchaseDecider } from './purchase.decider.js';
import { registerPurchase } from './register-purchase.js';
import { purchaseSchema } from '@dealbook/contracts';
import { definedOnly, requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';

type CreateBody = z.output<typeof createPurchaseBodySchema>;
type UpdateBody = z.output<typeof updatePurchaseBodySchema>;

/**
 * One potential purchaser (spec §7.7): ETag is the stream version; PUT and DELETE honour
 * If-Match. External callers read and edit the purchases of their projects (the console).
 */
@Controller('purchase')
@Roles('user')
export class PurchaseController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], errors: [400, 409], body: purchaseSchema })
  async create(
    @Body(new ZodValidationPipe(createPurchaseBodySchema)) body: CreateBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Purchase>> {
    const purchaseId = newId();
    const { score, ...fields } = body;
    await registerPurchase({ db: this.db, commands: this.commands }, purchaseId, fields, score ?? 0, context);
    const purchase = await this.load(purchaseId);
    return createdAnswer(purchase, `/api/purchase/${purchaseId}`);
  }

  /** A purchaser's purchases on the projects of one client (a company may buy from several). */
  @Get('clientAndPurchaser/:clientId/:purchaserId')
  @ResponseDoc({ body: z.array(purchaseSchema) })
  clientAndPurchaser(
    @Param('clientId', uuidParam) clientId: string,
    @Param('purchaserId', uuidParam) purchaserId: string,
  ): Promise<Purchase[]> {
    return findPurchasesOfClientAndPurchaser(this.db, clientId, purchaserId);
  }

  @Get(':id')
  @Roles('user', 'external')
  @ResponseDoc({ headers: ['ETag'], errors: [404], body: purchaseSchema })
  async get(@Param('id', uuidParam) id: string, @CurrentUser() user: SessionUser): Promise<RecordAnswer<Purchase>> {
    const purchase = await this.load(id);
    if (!withinReach(await projectsOfCaller(this.db, user), purchase.project._id)) throw notFound('Purchase', id);
    // Names and the last contact change on other streams, not this version: a browser must not
    // answer from its cache after a 304 on the unchanged ETag.
    return recordAnswer(withoutInternalComments(user, [purchase])[0]!, { version: purchase.version, noStore: true });
  }

  @Put(':id')
  @Roles('user', 'external')
  @ResponseDoc({ headers: ['ETag'], errors: [404, 409], saved: purchaseSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updatePurchaseBodySchema)) body: UpdateBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'purchase');
    const ref = (await findPurchaseRefs(this.db, [id])).get(id);
    if (!ref || !withinReach(await projectsOfCaller(this.db, user), ref.projectId)) throw notFound('Purchase', id);
    const { currentStage, score, clientComments, internalComments, priority, sentNDA, signedNDA, sentIM } = body;
    refuseInternalCommentsTo(user, internalComments);
    const changes: PurchaseChanges = definedOnly({
      currentStage,
      score,
      clientComments,
      internalComments,
      priority,
      sentNDA,
      signedNDA,
      sentIM,
    });
    const outcome = await this.commands.execute(purchaseDecider, {
      command: { type: 'UpdatePurchase', purchaseId: id, changes, at: commandTime(context).toISOString() },
      metadata: context,
      expectedVersion,
    });
    return savedAnswer('Purchase updated', outcome.version, () => this.get(id, user));
  }

  @Delete(':id')
  @ResponseDoc({ errors: [404, 409] })
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(purchaseDecider, {
      command: { type: 'DeletePurchase', purchaseId: id },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Purchase deleted');
  }

  private async load(id: string): Promise<Purchase> {
    const purchase = await findPurchaseById(this.db, id);
    if (!purchase) throw notFound('Purchase', id);
    return purchase;
  }
}
