import { H2 } from '@blueprintjs/core';
import '../modules/imports/imports.css';
import { NewImportCard } from '../modules/imports/components/NewImportCard.js';
import { PastImportsCard } from '../modules/imports/components/PastImportsCard.js';

/** `/upload` (admins, spec §2.1): import companies, contacts or projects from a spreadsheet; the imports so far. */
export function UploadPage() {
  return (
    <div className="db-imports">
      <div className="db-page-header">
        <H2>Data upload</H2>
      </div>
      <NewImportCard />
      <PastImportsCard />
    </div>
  );
}
