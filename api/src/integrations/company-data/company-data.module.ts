import { Module } from '@nestjs/common';
import { BrandfetchCompanyData } from './brandfetch-company-data.js';
import { loadCompanyDataConfig } from './company-data-config.js';
import { CompanyDataController } from './company-data.controller.js';
import { COMPANY_DATA, type CompanyData } from './company-data.port.js';
import { DisabledCompanyData } from './disabled-company-data.js';

/** Company-data lookups through Brandfetch, on when COMPANY_DATA_PROVIDER_KEY is set (read at start). */
@Module({
  controllers: [CompanyDataController],
  providers: [
    {
      provide: COMPANY_DATA,
      useFactory: (): CompanyData => {
        const settings = loadCompanyDataConfig();
        return settings ? new BrandfetchCompanyData(settings) : new DisabledCompanyData();
      },
    },
  ],
})
export class CompanyDataModule {}
