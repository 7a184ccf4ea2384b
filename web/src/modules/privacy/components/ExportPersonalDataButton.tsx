import { hasRole } from '@dealbook/contracts';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { ServerDocumentButton } from '../../export/components/ServerDocumentButton.js';

/** The route answering a person's archive: a contact's, or a staff account's. */
export const personalDataPath = (type: 'contact' | 'user', id: string) =>
  `/api/${type}/${encodeURIComponent(id)}/personal-data`;

export interface ExportPersonalDataButtonProps {
  /** The route answering the archive (personalDataPath). */
  path: string;
  /** Whose data it is: names the saved file if the server does not. */
  fullName: string;
  /**
   * The button's words. In a list of people a short one, the accessible name then says whose
   * ("Export personal data of Ann Lee"), so each row's button is told apart.
   */
  label?: string;
}

const fullLabel = 'Export personal data';

/**
 * Subject access (issue 37): downloads everything held about a person (a contact, or a staff
 * account) as one archive (the data as JSON, a PDF to read, their files). Administrators only, as
 * the API; the export is recorded on the person's history.
 */
export function ExportPersonalDataButton({ path, fullName, label = fullLabel }: ExportPersonalDataButtonProps) {
  if (!hasRole(useCurrentUser().role, 'admin')) return null;
  return (
    <ServerDocumentButton
      path={path}
      fallbackName={`Personal data - ${fullName}.zip`}
      label={label}
      accessibleName={label === fullLabel ? undefined : `${fullLabel} of ${fullName}`}
      icon="archive"
    />
  );
}
