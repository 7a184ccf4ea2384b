import '../modules/imports/imports.css';
import { NewImportCard } from '../modules/imports/components/NewImportCard.js';
import { PastImportsCard } from '../modules/imports/components/PastImportsCard.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** `/upload` (admins, spec §2.1): import companies, contacts or projects from a spreadsheet; the imports so far. */
export function UploadPage() {
  return (
    <div className="db-imports">
      <div className="db-page-header">
        <PageTitle title="Data upload" />
      </div>
      <NewImportCard />
      <PastImportsCard />
    </div>
  );
}
