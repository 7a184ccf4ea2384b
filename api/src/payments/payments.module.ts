import { Module } from '@nestjs/common';
import { DeletePaymentHandler } from './delete-payment.handler.js';
import { PaymentController } from './payment.controller.js';
import { PaymentsController } from './payments.controller.js';
import { SchedulePaymentHandler } from './schedule-payment.handler.js';
import { UpdatePaymentHandler } from './update-payment.handler.js';

@Module({
  controllers: [PaymentsController, PaymentController],
  providers: [SchedulePaymentHandler, UpdatePaymentHandler, DeletePaymentHandler],
})
export class PaymentsModule {}
