import { H2 } from '@blueprintjs/core';
import { AmbassadorsView } from '../modules/ambassadors/components/AmbassadorsView.js';

export function AmbassadorsPage() {
  return (
    <>
      <div className="db-page-header">
        <H2>Ambassadors</H2>
      </div>
      <AmbassadorsView />
    </>
  );
}
