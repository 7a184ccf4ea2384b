// @vitest-environment jsdom
import { Button } from '@blueprintjs/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.js';
import { Notice } from './Notice.js';

afterEach(cleanup);

describe('EmptyState', () => {
  it('says its title and description as text, not as a heading, in Blueprint’s order', () => {
    const { container } = render(
      <EmptyState
        icon="phone"
        title="No callbacks due"
        description="Calls you book back show up here."
        action={<Button text="Book one" />}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('No callbacks due').className).toBe('bp6-heading db-empty-state__title');
    const parts = [...container.querySelector('.bp6-non-ideal-state')!.children].map((child) => child.className);
    expect(parts).toEqual(['bp6-non-ideal-state-visual', 'bp6-non-ideal-state-text', 'bp6-button']);
    expect(container.querySelector('.bp6-non-ideal-state-text')!.textContent).toBe(
      'No callbacks dueCalls you book back show up here.',
    );
  });

  it('makes its title the page heading where the message is the whole page (not found)', () => {
    render(<EmptyState pageTitle icon="search" title="Page not found" description="It has moved." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('has no text block when it has neither title nor description', () => {
    const { container } = render(<EmptyState icon="search" />);
    expect(container.querySelector('.bp6-non-ideal-state-text')).toBeNull();
  });
});

describe('Notice', () => {
  it('says its title as text, not as a heading', () => {
    render(
      <Notice intent="danger" title="The search failed">
        Network error
      </Notice>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('The search failed').tagName).toBe('P');
  });

  it('is named by its title when it has a role, unless the caller names it', () => {
    render(
      <>
        <Notice intent="warning" title="Changed by someone else" role="status">
          Reload to see their changes.
        </Notice>
        <Notice intent="danger" title="Cannot merge" role="alert" aria-label="Merge problem" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Changed by someone else' })).toBeTruthy();
    expect(screen.getByRole('alert', { name: 'Merge problem' })).toBeTruthy();
  });

  it('marks a title with nothing after it, which Blueprint keeps tight to the bottom', () => {
    render(
      <>
        <Notice title="Alone" />
        <Notice title="With a body">Body</Notice>
      </>,
    );
    expect(screen.getByText('Alone').classList.contains('db-notice__title--alone')).toBe(true);
    expect(screen.getByText('With a body').classList.contains('db-notice__title--alone')).toBe(false);
  });
});
