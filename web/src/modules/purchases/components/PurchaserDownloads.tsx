import { ButtonGroup } from '@blueprintjs/core';
import { purchaserDocumentPath } from '../../api/purchasesApi.js';
import { ServerDocumentButton } from '../../export/components/ServerDocumentButton.js';

export interface PurchaserDownloadsProps {
  projectId: string;
  projectName: string;
}

/** The server-made list of potential purchasers, as a workbook or a Word document. */
export function PurchaserDownloads({ projectId, projectName }: PurchaserDownloadsProps) {
  return (
    <ButtonGroup variant="minimal">
      <ServerDocumentButton
        path={purchaserDocumentPath(projectId, 'xlsx')}
        fallbackName={`${projectName} - Potential purchasers.xlsx`}
        label="Purchaser list .xlsx"
        icon="th-derived"
      />
      <ServerDocumentButton
        path={purchaserDocumentPath(projectId, 'docx')}
        fallbackName={`${projectName} - Potential purchasers.docx`}
        label="Purchaser list .docx"
        icon="document"
      />
    </ButtonGroup>
  );
}
