import { Module } from '@nestjs/common';
import { PaymentController } from './payment.controller.js';
import { PaymentsController } from './payments.controller.js';

@Module({
  controllers: [PaymentsController, PaymentController],
})
export class PaymentsModule {}
