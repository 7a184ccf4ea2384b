import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller.js';
import { CompanyController } from './company.controller.js';
import { DeleteCompanyHandler } from './delete-company.handler.js';
import { RegisterCompanyHandler } from './register-company.handler.js';
import { UpdateCompanyHandler } from './update-company.handler.js';

/**
 * Companies end to end: the §7.3 routes over the company decider and read model. The command
 * bus comes from the app's global CqrsModule.forRoot(), which finds these handlers.
 */
@Module({
  controllers: [CompaniesController, CompanyController],
  providers: [RegisterCompanyHandler, UpdateCompanyHandler, DeleteCompanyHandler],
})
export class CompaniesModule {}
