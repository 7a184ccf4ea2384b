import type { ReactElement } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import type { Company } from '@dealbook/contracts';
import { CompanyEmployeesPanel } from '../../contacts/components/CompanyEmployeesPanel.js';
import { RecordHistory } from '../../records/components/RecordHistory.js';
import { describeHistoryEntry } from '../utils/historyDescription.js';
import { CompanyAddressCard } from './CompanyAddressCard.js';
import { CompanyDetailsCard } from './CompanyDetailsCard.js';
import { CompanyHeader } from './CompanyHeader.js';
import { CompanyInvestmentCard } from './CompanyInvestmentCard.js';

export interface CompanyDetailProps {
  /** The related-record tabs (tasks, notes …), composed by the page: features do not import each other's panels. */
  panels: ReactElement[];
  company: Company;
}

export function CompanyDetail({ company, panels }: CompanyDetailProps) {
  const overview = (
    <div className="db-card-grid">
      <CompanyDetailsCard company={company} />
      <CompanyInvestmentCard company={company} />
      <CompanyAddressCard company={company} />
    </div>
  );
  return (
    <article className="db-company-detail">
      <CompanyHeader company={company} />
      <Tabs id="company-tabs" renderActiveTabPanelOnly large>
        <Tab id="overview" title="Overview" panel={overview} />
        <Tab
          id="employees"
          title="Employees"
          panel={<CompanyEmployeesPanel companyId={company._id} companyName={company.companyName} />}
        />
        {panels}
        <Tab
          id="history"
          title="History"
          panel={<RecordHistory type="company" id={company._id} describe={describeHistoryEntry} />}
        />
      </Tabs>
    </article>
  );
}
