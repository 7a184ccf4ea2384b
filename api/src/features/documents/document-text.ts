import { communicationActionLabel, priorityLevelLabel } from '@dealbook/contracts';
import type { ProjectRef } from '@dealbook/projections';

/** What a document says of its project in the heading. */
export type DocumentProject = Pick<ProjectRef, 'projectName' | 'reference' | 'clientName'>;

export const priorityText = (p: number) => priorityLevelLabel(p);
/** A call's next action in words; none reads as an empty cell. */
export const actionText = (a: number | null) => (a === null ? '' : communicationActionLabel(a));
