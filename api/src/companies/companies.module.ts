import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller.js';
import { CompanyController } from './company.controller.js';

/**
 * Companies end to end: the §7.3 routes over the company decider and read model. Their commands
 * need nothing loaded first, so the routes run them on the decider through the global Commands:
 * no handlers of their own.
 */
@Module({
  controllers: [CompaniesController, CompanyController],
})
export class CompaniesModule {}
