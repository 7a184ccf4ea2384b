import type { ReactElement, ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { TimelineKinds, type Company } from '@dealbook/contracts';
import { CompanyEmployeesPanel } from '../../contacts/components/CompanyEmployeesPanel.js';
import { RecordHistory } from '../../records/components/RecordHistory.js';
import { RecordTimeline } from '../../records/components/RecordTimeline.js';
import { RecordTimelineLayout } from '../../records/components/RecordTimelineLayout.js';
import { companyHistoryWording } from '../utils/companyDisplay.js';
import { CompanyAddressCard } from './CompanyAddressCard.js';
import { CompanyDetailsCard } from './CompanyDetailsCard.js';
import { CompanyHeader } from './CompanyHeader.js';
import { CompanyInvestmentCard } from './CompanyInvestmentCard.js';

export interface CompanyDetailProps {
  /** The related-record tabs (tasks, notes …), composed by the page: features do not import each other's panels. */
  panels: ReactElement[];
  company: Company;
  /** What is due next on the company, for the header (composed by the page). */
  nextTask?: ReactNode;
}

export function CompanyDetail({ company, panels, nextTask }: CompanyDetailProps) {
  const overview = (
    <div className="db-card-grid">
      <CompanyDetailsCard company={company} />
      <CompanyInvestmentCard company={company} />
      <CompanyAddressCard company={company} />
    </div>
  );
  return (
    <RecordTimelineLayout
      header={<CompanyHeader company={company} nextTask={nextTask} />}
      timeline={
        <RecordTimeline type="company" id={company._id} kinds={TimelineKinds} ownWording={companyHistoryWording} />
      }
      aside={
        <Tabs id="company-tabs" renderActiveTabPanelOnly>
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
            panel={<RecordHistory type="company" id={company._id} wording={companyHistoryWording} />}
          />
        </Tabs>
      }
    />
  );
}
