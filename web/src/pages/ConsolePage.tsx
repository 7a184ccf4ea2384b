import { CallerConsole } from '../modules/console/components/CallerConsole.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** /projects/console (spec §2.2, Deal Management): the staff callers' console. */
export function ConsolePage() {
  return (
    <>
      <PageTitle title="Console" />
      <CallerConsole />
    </>
  );
}
