import { Module } from '@nestjs/common';
import { PaymentController } from './payment.controller.js';
import { PaymentsController } from './payments.controller.js';
import { SchedulePaymentHandler } from './schedule-payment.handler.js';
import { UpdatePaymentHandler } from './update-payment.handler.js';

@Module({
  controllers: [PaymentsController, PaymentController],
  providers: [SchedulePaymentHandler, UpdatePaymentHandler],
})
export class PaymentsModule {}
