import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller.js';
import { CompanyController } from './company.controller.js';

/** Companies end to end: the §7.3 routes over the company decider and read model. */
@Module({
  controllers: [CompaniesController, CompanyController],
})
export class CompaniesModule {}
