import { AmbassadorsView } from '../modules/ambassadors/components/AmbassadorsView.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function AmbassadorsPage() {
  return (
    <>
      <div className="db-page-header">
        <PageTitle title="Ambassadors" />
      </div>
      <AmbassadorsView />
    </>
  );
}
