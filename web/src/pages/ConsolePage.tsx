import { H2 } from '@blueprintjs/core';
import { CallerConsole } from '../modules/console/components/CallerConsole.js';

/** /projects/console (spec §2.2, Deal Management): the staff callers' console. */
export function ConsolePage() {
  return (
    <>
      <H2>Console</H2>
      <CallerConsole />
    </>
  );
}
