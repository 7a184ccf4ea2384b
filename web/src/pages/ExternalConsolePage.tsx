import { CallerConsole } from '../modules/console/components/CallerConsole.js';
import { RealtimeProvider } from '../modules/realtime/components/RealtimeProvider.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/**
 * /ext/console (spec §2.1, labelled Projects): the console of external callers, on their projects
 * only. The external area has no socket of its own; the console opens one, for its project's room.
 */
export function ExternalConsolePage() {
  return (
    <RealtimeProvider>
      <PageTitle title="Projects" />
      <CallerConsole />
    </RealtimeProvider>
  );
}
