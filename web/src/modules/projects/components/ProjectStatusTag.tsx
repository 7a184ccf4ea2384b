import { Tag } from '@blueprintjs/core';
import { projectStatusIntent, type ProjectStatus } from '@dealbook/contracts';
import { projectStatusLabel } from '../../ui/labels/projectLabels.js';

export interface ProjectStatusTagProps {
  status: ProjectStatus;
  large?: boolean;
}

/**
 * The ProjectStatus badge of spec §4.3. Blueprint has no "info" intent: that one gets the
 * project screens' own colour (projects.css) so it stays apart from BlueDiamond's primary.
 */
export function ProjectStatusTag({ status, large = false }: ProjectStatusTagProps) {
  const intent = projectStatusIntent(status);
  const blueprintIntent = intent === 'info' ? 'none' : intent;
  return (
    <Tag
      round
      size={large ? 'large' : 'medium'}
      intent={blueprintIntent}
      className={intent === 'info' ? 'db-status-tag--info' : undefined}
      data-intent={intent}
    >
      {projectStatusLabel(status)}
    </Tag>
  );
}
