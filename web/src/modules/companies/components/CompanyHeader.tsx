import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { recordRoom, type Company } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { ExportPdfButton } from '../../export/components/ExportPdfButton.js';
import { MergeWithButton } from '../../merges/components/MergeWithButton.js';
import { PresenceAvatars } from '../../realtime/components/PresenceAvatars.js';
import { CompanyAvatar } from '../../ui/components/CompanyAvatar.js';
import { DeleteCompanyButton } from './DeleteCompanyButton.js';
import { RoleFlagTags } from './RoleFlagTags.js';
import { PageTitle } from '../../ui/components/PageTitle.js';
import { RecordTimelineFacts } from '../../records/components/RecordTimelineFacts.js';

export interface CompanyHeaderProps {
  company: Company;
  /** What is due next on the company, composed by the page. */
  nextTask?: ReactNode;
}

export function CompanyHeader({ company, nextTask }: CompanyHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="db-record-header">
      <CompanyAvatar name={company.companyName} logoUrl={company.logoUrl} size={56} />
      <div className="db-record-header__title">
        <PageTitle title={company.companyName} section="Companies" />
        <RoleFlagTags company={company} />
        <RecordTimelineFacts createdAt={company.createdAt} updatedAt={company.updatedAt} nextTask={nextTask} />
      </div>
      <div className="db-actions">
        <PresenceAvatars room={recordRoom('company', company._id)} />
        <ExportPdfButton type="company" id={company._id} name={company.companyName} />
        <Button icon="edit" intent="primary" text="Edit" onClick={() => navigate(`/companies/${company._id}/edit`)} />
        <MergeWithButton type="company" id={company._id} name={company.companyName} />
        <DeleteCompanyButton company={company} />
      </div>
    </header>
  );
}
