import { AnchorButton } from '@blueprintjs/core';
import { importErrorsUrl } from '../../api/importsApi.js';

/** The CSV of every failed row with its reason, as the server writes it. */
export function ImportErrorsLink({ importId, minimal = false }: { importId: string; minimal?: boolean }) {
  return (
    <AnchorButton
      href={importErrorsUrl(importId)}
      download
      icon="download"
      variant={minimal ? 'minimal' : undefined}
      size={minimal ? 'small' : undefined}
      text="Download the failed rows"
    />
  );
}
