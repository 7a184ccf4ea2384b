import { Button, Tag } from '@blueprintjs/core';
import { recordRoom, type Project } from '@dealbook/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { CompanyAvatar } from '../../ui/components/CompanyAvatar.js';
import { ExportPdfButton } from '../../export/components/ExportPdfButton.js';
import { ServerDocumentButton } from '../../export/components/ServerDocumentButton.js';
import { projectCommunicationsReportPeriod } from '../../export/utils/reportPeriods.js';
import { projectCommunicationsReportPath } from '../../api/projectsApi.js';
import { PresenceAvatars } from '../../realtime/components/PresenceAvatars.js';
import { useQuickProjectChange } from '../hooks/useQuickProjectChange.js';
import { statusFieldLabels, statusLabel, StatusFields } from '../../ui/labels/projectLabels.js';
import { DeleteProjectButton } from './DeleteProjectButton.js';
import { ProjectStatusTag } from './ProjectStatusTag.js';
import { StatusMenuButton } from './StatusMenuButton.js';
import { PageTitle } from '../../ui/components/PageTitle.js';

export interface ProjectHeaderProps {
  project: Project;
}

/** Name, reference, client, the three statuses (each changeable in place) and the page's actions. */
export function ProjectHeader({ project }: ProjectHeaderProps) {
  const navigate = useNavigate();
  const { change, busy } = useQuickProjectChange(project);
  const { client } = project;

  const setStatus = (field: (typeof StatusFields)[number], value: number) =>
    void change({ [field]: value }, `${statusFieldLabels[field]} is now ${statusLabel(field, value)}`);
  const toggleDeal = () =>
    void change(
      { isDeal: !project.isDeal },
      project.isDeal ? `${project.projectName} is an opportunity again` : `${project.projectName} is now a deal`,
    );

  return (
    <header className="db-record-header db-project-header">
      <CompanyAvatar name={client.companyName} logoUrl={client.logoUrl} size={56} />
      <div className="db-record-header__title">
        <PageTitle title={project.projectName} section="Projects" />
        <span className="db-role-tags">
          <Tag minimal round title="Reference">
            {project.reference}
          </Tag>
          <Tag minimal round intent={project.isDeal ? 'success' : 'primary'}>
            {project.isDeal ? 'Deal' : 'Opportunity'}
          </Tag>
          <Link className="db-company-cell" to={`/companies/${client._id}`}>
            <CompanyAvatar name={client.companyName} logoUrl={client.logoUrl} size={18} />
            {/* Named by the words it shows, "Client" said first (WCAG 2.5.3, label in name). */}
            <span className="db-visually-hidden">Client: </span>
            <span className="db-company-cell__name">{client.companyName}</span>
          </Link>
        </span>
        <div className="db-project-header__statuses" role="group" aria-label="Statuses">
          {StatusFields.map((field) => (
            <StatusMenuButton
              key={field}
              field={field}
              value={project[field]}
              busy={busy}
              onChange={(value) => setStatus(field, value)}
            >
              {field === 'status' ? <ProjectStatusTag status={project.status} /> : undefined}
            </StatusMenuButton>
          ))}
        </div>
      </div>
      <div className="db-actions">
        <PresenceAvatars room={recordRoom('project', project._id)} />
        <Button
          icon={project.isDeal ? 'undo' : 'exchange'}
          text={project.isDeal ? 'Back to opportunity' : 'Convert to deal'}
          loading={busy}
          onClick={toggleDeal}
        />
        <ExportPdfButton type="project" id={project._id} name={project.projectName} />
        <ServerDocumentButton
          path={projectCommunicationsReportPath(project._id, projectCommunicationsReportPeriod())}
          fallbackName={`${project.projectName} - Communications.docx`}
          label="Communications report"
          icon="document"
        />
        <Button icon="edit" intent="primary" text="Edit" onClick={() => navigate(`/projects/${project._id}/edit`)} />
        <DeleteProjectButton project={project} />
      </div>
    </header>
  );
}
