import { H2 } from '@blueprintjs/core';
import type { HTMLAttributes } from 'react';

/**
 * A Blueprint `Section`'s title as the level-2 heading it is on a form page (issue 33: under the
 * page's h1, not Blueprint's h6), still sized as the h6 it was. Pass as `titleRenderer`.
 */
export function SectionTitle({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <H2 {...props} className={className ? `${className} db-looks-h6` : 'db-looks-h6'} />;
}
