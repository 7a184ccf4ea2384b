import './messages.css';
import { Classes, NonIdealState, Utils, type NonIdealStateProps } from '@blueprintjs/core';

export interface EmptyStateProps extends NonIdealStateProps {
  /**
   * Set where the message is the whole page (not found, a failed screen): its title is then the
   * page's one h1, looking as it does elsewhere.
   */
  pageTitle?: boolean;
}

/**
 * Blueprint's `NonIdealState` with its title as text, not an h4 (issue 33): an empty list or a
 * failed load is a message, not a part of the page's outline, and an h4 wherever it stands broke
 * the heading order and read as a section to someone jumping by headings. Blueprint's markup and
 * look otherwise: the text, action and children are passed in the order it renders them.
 */
export function EmptyState({ title, description, action, children, pageTitle, ...props }: EmptyStateProps) {
  const Title = pageTitle ? 'h1' : 'p';
  return (
    <NonIdealState {...props}>
      {title == null && description == null ? undefined : (
        <div className={Classes.NON_IDEAL_STATE_TEXT}>
          {title && <Title className={`${Classes.HEADING} db-empty-state__title`}>{title}</Title>}
          {Utils.ensureElement(description, 'div')}
        </div>
      )}
      {action}
      {children}
    </NonIdealState>
  );
}
