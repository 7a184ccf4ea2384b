// @vitest-environment jsdom
import { Button } from '@blueprintjs/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.js';
import { CardTable } from './CardTable.js';
import { RelatedPanel } from './RelatedPanel.js';

interface Task {
  _id: string;
  subject: string;
}

/** A record's tasks as a panel shows them: the list comes from a real query answering `answer`. */
function TasksOf({ answer, onAdd }: { answer: () => Promise<Task[]>; onAdd: () => void }) {
  const tasks = useQuery({ queryKey: ['task', 'list', 'test'], queryFn: answer });
  return (
    <RelatedPanel
      title="Tasks"
      status={tasks.status}
      error={tasks.error}
      rows={tasks.data}
      empty="Tasks linked to this company are listed here."
      emptyIcon="tick-circle"
      action={<Button text="New task" onClick={onAdd} />}
    >
      {(rows) => (
        <CardTable aria-label="Tasks" columns={[{ label: 'Subject' }]}>
          {rows.map((task) => (
            <tr key={task._id}>
              <td data-label="Subject">{task.subject}</td>
            </tr>
          ))}
        </CardTable>
      )}
    </RelatedPanel>
  );
}

function renderPanel(answer: () => Promise<Task[]>) {
  const onAdd = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TasksOf answer={answer} onAdd={onAdd} />
    </QueryClientProvider>,
  );
  return { onAdd, section: screen.getByRole('region', { name: 'Tasks' }) };
}

afterEach(cleanup);

describe('RelatedPanel', () => {
  it('is a section under its heading that says it is loading while the list is asked for', () => {
    const { section } = renderPanel(() => new Promise(() => undefined));
    expect(within(section).getByRole('heading', { level: 2, name: 'Tasks' })).toBeTruthy();
    expect(within(section).getByRole('status', { name: 'Loading tasks' })).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('with nothing linked, says what belongs here and offers the add action there, once', async () => {
    const { section, onAdd } = renderPanel(() => Promise.resolve([]));
    expect(await within(section).findByText('No tasks yet')).toBeTruthy();
    expect(within(section).getByText('Tasks linked to this company are listed here.')).toBeTruthy();
    const add = within(section).getAllByRole('button', { name: 'New task' });
    expect(add).toHaveLength(1);
    fireEvent.click(add[0]!);
    expect(onAdd).toHaveBeenCalledOnce();
    expect(section.textContent).toContain('0 tasks');
  });

  it('shows why the list could not be loaded, in words', async () => {
    const { section } = renderPanel(() =>
      Promise.reject(
        new ApiError(403, { statusCode: 403, error: 'Forbidden', message: 'You may not see these tasks' }),
      ),
    );
    expect(await within(section).findByText('The tasks could not be loaded')).toBeTruthy();
    expect(within(section).getByText('You may not see these tasks')).toBeTruthy();
    expect(within(section).queryByText('No tasks yet')).toBeNull();
  });

  it('lists the rows with their count, the add action in the header and every cell labelled for a phone', async () => {
    const { section, onAdd } = renderPanel(() =>
      Promise.resolve([
        { _id: 't1', subject: 'Send the NDA' },
        { _id: 't2', subject: 'Call back' },
      ]),
    );
    const table = await within(section).findByRole('table', { name: 'Tasks' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Subject', 'Send the NDA', 'Call back']);
    expect([...table.querySelectorAll('td')].map((cell) => cell.dataset.label)).toEqual(['Subject', 'Subject']);
    expect(section.textContent).toContain('2 tasks');
    expect(within(section).queryByText('No tasks yet')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'New task' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
