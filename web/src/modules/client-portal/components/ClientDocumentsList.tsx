import { HTMLTable } from '@blueprintjs/core';
import type { ClientDocument } from '@dealbook/contracts';
import { clientDocumentUrl } from '../../api/clientPortalApi.js';
import { ClientReviewTag } from '../../ui/components/ClientReviewTag.js';
import { DownloadButton } from '../../ui/components/DownloadButton.js';
import { formatFileSize } from '../../ui/utils/fileSize.js';
import { formatLongDate } from '../../ui/utils/format.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface ClientDocumentsListProps {
  documents: readonly ClientDocument[];
}

/** Documents the team shared with the client or asked them to approve, to read and download. */
export function ClientDocumentsList({ documents }: ClientDocumentsListProps) {
  if (documents.length === 0) return <EmptyState icon="document" title="No documents shared yet" />;
  return (
    <div className="db-client-documents">
      <HTMLTable compact striped aria-label="Documents">
        <thead>
          <tr>
            <th>Document</th>
            <th className="db-client-documents__wide">Shared</th>
            <th>State</th>
            <th className="db-client-documents__wide">
              <span className="db-visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document._id}>
              <td className="db-client-documents__name">
                <a href={clientDocumentUrl(document._id)} download={document.fileName}>
                  {document.fileName}
                </a>
                <div className="db-muted">
                  {formatFileSize(document.size)}
                  <span className="db-client-documents__narrow">
                    {' · shared '}
                    {formatLongDate(document.review.submittedAt)}
                  </span>
                </div>
              </td>
              <td className="db-client-documents__wide">{formatLongDate(document.review.submittedAt)}</td>
              <td>
                <ClientReviewTag review={document.review} name={document.fileName} forClient />
              </td>
              <td className="db-client-documents__wide">
                <DownloadButton href={clientDocumentUrl(document._id)} fileName={document.fileName} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
