import { Button, Icon, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import type { ProjectListItem } from '@dealbook/contracts';
import type { DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { CompanyAvatar } from '../../ui/components/CompanyAvatar.js';
import { formatDate } from '../../ui/utils/format.js';
import { statusLabel, velocityProductLabel, type Option, type StatusField } from '../../ui/labels/projectLabels.js';
import { ProjectStatusTag } from './ProjectStatusTag.js';

/** The drag payload's type: only project cards can be dropped on a board column. */
export const projectCardMime = 'application/x-dealbook-project';

export interface ProjectCardProps {
  project: ProjectListItem;
  /** The field the board groups by: the "Move to…" menu offers its other values. */
  field: StatusField;
  columns: readonly Option[];
  /** Its move is on its way to the server. */
  moving: boolean;
  /** On Velocity lists the card names the products bought. */
  showProducts: boolean;
  onMove: (to: number) => void;
  onDragStart: (project: ProjectListItem) => void;
  onDragEnd: () => void;
}

/**
 * A board card: client logo and project name (linking to the project), client, owner, the
 * ProjectStatus badge and the expected completion. Dragged with the mouse, or moved from the
 * keyboard with its "Move to…" menu.
 */
export function ProjectCard({
  project,
  field,
  columns,
  moving,
  showProducts,
  onMove,
  onDragStart,
  onDragEnd,
}: ProjectCardProps) {
  const stage: StatusField = project.isDeal ? 'dealStatus' : 'opportunityStatus';
  const startDrag = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(projectCardMime, project._id);
    event.dataTransfer.setData('text/plain', project.projectName);
    event.dataTransfer.effectAllowed = 'move';
    onDragStart(project);
  };
  const moveMenu = (
    <Menu aria-label={`Move ${project.projectName} to`}>
      <MenuDivider title="Move to" />
      {columns
        .filter((column) => column.value !== project[field])
        .map((column) => (
          <MenuItem key={column.value} text={column.label} onClick={() => onMove(column.value)} />
        ))}
    </Menu>
  );

  return (
    <article
      className="db-project-card"
      aria-label={project.projectName}
      aria-busy={moving}
      data-moving={moving || undefined}
      draggable={!moving}
      onDragStart={startDrag}
      onDragEnd={onDragEnd}
    >
      <div className="db-project-card__head">
        <CompanyAvatar name={project.client.companyName} logoUrl={project.client.logoUrl} size={28} />
        <Link className="db-project-card__name" to={`/projects/${project._id}`} draggable={false}>
          {project.projectName}
        </Link>
        <PopoverNext content={moveMenu} placement="bottom-end" disabled={moving}>
          <Button
            size="small"
            variant="minimal"
            icon="more"
            aria-label={`Move ${project.projectName} to…`}
            title="Move to…"
            disabled={moving}
          />
        </PopoverNext>
      </div>
      <div className="db-project-card__client">{project.client.companyName}</div>
      <div className="db-project-card__meta">
        <span title="Owner">
          <Icon icon="person" size={12} /> {project.owner?.fullName ?? 'No owner'}
        </span>
        <span title="Expected completion">
          <Icon icon="calendar" size={12} /> {formatDate(project.expectedCompletion)}
        </span>
      </div>
      <div className="db-project-card__tags">
        <ProjectStatusTag status={project.status} />
        {field === 'status' && <Tag minimal>{statusLabel(stage, project[stage])}</Tag>}
      </div>
      {showProducts && project.velocityProducts.length > 0 && (
        <div className="db-project-card__tags" aria-label="Products">
          {project.velocityProducts.map((product) => (
            <Tag key={product} minimal intent="primary">
              {velocityProductLabel(product)}
            </Tag>
          ))}
        </div>
      )}
    </article>
  );
}
