import './messages.css';
import { Callout, Classes, Utils, type CalloutProps } from '@blueprintjs/core';
import { useId } from 'react';

export type NoticeProps = CalloutProps;

/**
 * Blueprint's `Callout` with its title as text, not an h5 (issue 33): a notice is a message, not
 * a part of the page's outline, and an h5 wherever it stands broke the heading order and read as
 * a section to someone jumping by headings. A notice with a role (status, alert) is named by its
 * title unless the caller names it.
 */
export function Notice({ title, children, ...props }: NoticeProps) {
  const titleId = useId();
  const named = Boolean(title && props.role && !props['aria-label'] && !props['aria-labelledby']);
  return (
    <Callout {...props} aria-labelledby={named ? titleId : props['aria-labelledby']}>
      {title && (
        <p
          id={named ? titleId : undefined}
          className={`${Classes.HEADING} db-notice__title${Utils.isReactNodeEmpty(children) ? ' db-notice__title--alone' : ''}`}
        >
          {title}
        </p>
      )}
      {children}
    </Callout>
  );
}
