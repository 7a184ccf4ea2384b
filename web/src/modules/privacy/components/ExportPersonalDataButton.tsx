import { hasRole } from '@dealbook/contracts';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { ServerDocumentButton } from '../../export/components/ServerDocumentButton.js';

export interface ExportPersonalDataButtonProps {
  contactId: string;
  fullName: string;
}

/**
 * Subject access (issue 37): downloads everything held about the contact as one archive (the data
 * as JSON, a PDF to read, their files). Administrators only, as the API; the export is recorded on
 * the contact's history.
 */
export function ExportPersonalDataButton({ contactId, fullName }: ExportPersonalDataButtonProps) {
  if (!hasRole(useCurrentUser().role, 'admin')) return null;
  return (
    <ServerDocumentButton
      path={`/api/contact/${encodeURIComponent(contactId)}/personal-data`}
      fallbackName={`Personal data - ${fullName}.zip`}
      label="Export personal data"
      icon="archive"
    />
  );
}
