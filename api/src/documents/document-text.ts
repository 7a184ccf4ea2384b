import {
  CommunicationAction,
  CommunicationType,
  PurchasePriorityLevel,
  enumName,
  enumValueLabel,
} from '@dealbook/contracts';
import type { ProjectRef } from '@dealbook/projections';

/** What a document says of its project in the heading. */
export type DocumentProject = Pick<ProjectRef, 'projectName' | 'reference' | 'clientName'>;

/** Spec §9: dates read DD/MM/YYYY (UTC, as stored). */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** DD/MM/YYYY HH:mm, for communications, where the time of the call matters. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(iso)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export const priorityText = (p: number) => String(enumName(PurchasePriorityLevel, p) ?? '');
export const actionText = (a: number | null) => (a === null ? '' : enumValueLabel(CommunicationAction, a));
export const commsTypeText = (t: number) => enumValueLabel(CommunicationType, t);
