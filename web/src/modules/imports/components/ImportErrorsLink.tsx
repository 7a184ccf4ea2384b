import { AnchorButton } from '@blueprintjs/core';
import { importErrorsUrl } from '../../api/importsApi.js';

/**
 * The CSV of every failed row with its reason, as the server writes it. Given the uploaded file's
 * name, it is the small form of a row in the list of past imports, named after that file.
 */
export function ImportErrorsLink({ importId, ofFile }: { importId: string; ofFile?: string }) {
  return (
    <AnchorButton
      href={importErrorsUrl(importId)}
      download
      icon="download"
      {...(ofFile === undefined
        ? { text: 'Download the failed rows' }
        : {
            variant: 'minimal',
            size: 'small',
            text: 'Failed rows',
            'aria-label': `Download the failed rows of ${ofFile}`,
          })}
    />
  );
}
