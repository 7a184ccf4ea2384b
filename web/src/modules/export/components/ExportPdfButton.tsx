import type { LinkableType } from '@dealbook/contracts';
import { ServerDocumentButton } from './ServerDocumentButton.js';

export interface ExportPdfButtonProps {
  /** The detail page's record: the server prints it from its data, as text on A4 pages. */
  type: Extract<LinkableType, 'company' | 'contact' | 'project' | 'event'>;
  id: string;
  /** The record's name, for the file name when the server does not give one. */
  name: string;
}

/** "Export PDF" of a detail page (spec §9): the server's PDF of the record, downloaded. */
export function ExportPdfButton({ type, id, name }: ExportPdfButtonProps) {
  return (
    <ServerDocumentButton
      path={`/api/${type}/${encodeURIComponent(id)}/pdf`}
      fallbackName={`${name}.pdf`}
      label="Export PDF"
      icon="document"
    />
  );
}
