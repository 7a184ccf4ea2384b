import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  PaymentLinkTypes,
  createPaymentBodySchema,
  namedLinkLists,
  refsOf,
  updatePaymentBodySchema,
  type Payment,
} from '@dealbook/contracts';
import { findPaymentById, type ReadModelDatabase } from '@dealbook/projections';
import type { z } from 'zod';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
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
import { paymentDecider } from './payment.decider.js';
import { schedulePayment } from './schedule-payment.js';
import { updatePayment } from './update-payment.js';
import { paymentSchema } from '@dealbook/contracts';
import { definedOnly, requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';

type CreateBody = z.output<typeof createPaymentBodySchema>;
type UpdateBody = z.output<typeof updatePaymentBodySchema>;

/** One payment (spec §7.8): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('payment')
@Roles('user')
export class PaymentController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], body: paymentSchema })
  async create(
    @Body(new ZodValidationPipe(createPaymentBodySchema)) body: CreateBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Payment>> {
    const paymentId = newId();
    const { description, status, dueDate, vatRate, amountIncVAT } = body;
    await schedulePayment(
      { db: this.db, commands: this.commands },
      paymentId,
      { description, status, dueDate, vatRate, amountIncVAT },
      refsOf(PaymentLinkTypes, body),
      context,
    );
    const payment = await this.load(paymentId);
    return createdAnswer(payment, `/api/payment/${paymentId}`);
  }

  @Get(':id')
  @ResponseDoc({ headers: ['ETag'], body: paymentSchema })
  async get(@Param('id', uuidParam) id: string): Promise<RecordAnswer<Payment>> {
    const payment = await this.load(id);
    return recordAnswer(payment, { version: payment.version });
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], saved: paymentSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updatePaymentBodySchema)) body: UpdateBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'payment');
    const { description, status, dueDate, vatRate, amountIncVAT } = body;
    const outcome = await updatePayment(
      { db: this.db, commands: this.commands },
      id,
      definedOnly({ description, status, dueDate, vatRate, amountIncVAT }),
      namedLinkLists(PaymentLinkTypes, body),
      context,
      expectedVersion,
    );
    return savedAnswer('Payment updated', outcome.version, () => this.get(id));
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(paymentDecider, {
      command: { type: 'DeletePayment', paymentId: id },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Payment deleted');
  }

  private async load(id: string): Promise<Payment> {
    const payment = await findPaymentById(this.db, id);
    if (!payment) throw notFound('Payment', id);
    return payment;
  }
}
