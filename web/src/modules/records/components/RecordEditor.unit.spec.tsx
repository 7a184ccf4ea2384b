// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/ApiError.js';
import { sessionState } from '../../auth/states/sessionState.js';
import { FormActions } from '../../forms/components/FormActions.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { formSchema } from '../../forms/utils/formSchema.js';
import { clearToasts } from '../../ui/toaster.js';
import type { VersionedChanges } from '../hooks/useRecordEditor.js';
import { RecordEditor, type RecordFormProps } from './RecordEditor.js';

interface Firm {
  _id: string;
  version: number;
  name: string;
  city: string;
}
type Fields = Pick<Firm, 'name' | 'city'>;

const labels = { name: 'Firm name', city: 'City' };
const schema = formSchema((values: Fields) => values, z.object({ name: z.string().min(1), city: z.string() }));
const fieldsOf = ({ name, city }: Firm): Fields => ({ name, city });
const changed = (before: Fields, after: Fields) =>
  Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key as keyof Fields] !== value));

function FirmForm({ form, cycle, submitLabel, onCancel, notice }: RecordFormProps<Fields, Fields>) {
  return (
    <SchemaForm form={form} cycle={cycle} idPrefix="firm" labels={labels} label="Firm">
      {notice}
      <FormTextField name="name" />
      <FormTextField name="city" />
      <FormActions submitLabel={submitLabel} saving={cycle.saving} onCancel={onCancel} />
    </SchemaForm>
  );
}

/** The server as the editor meets it: each PUT answers the next of `answers`; reload gives `stored`. */
function FirmEditor({ latest, answers, sent, stored }: EditorSetup & { latest: Firm }) {
  const update = useMutation({
    mutationFn: (input: VersionedChanges<Partial<Fields>>) => {
      sent.push(input);
      return answers.shift()!();
    },
  });
  return (
    <RecordEditor
      type="firm"
      noun="firm"
      latest={latest}
      detailPath={`/firms/${latest._id}`}
      update={update}
      reload={() => Promise.resolve(stored.current)}
      form={useSchemaForm({ schema, defaultValues: fieldsOf(latest), labels })}
      labels={labels}
      valuesOf={fieldsOf}
      bodyOf={fieldsOf}
      changed={changed}
      Form={FirmForm}
    />
  );
}

interface EditorSetup {
  answers: (() => Promise<unknown>)[];
  sent: VersionedChanges<Partial<Fields>>[];
  stored: { current: Firm };
}

const v1: Firm = { _id: 'f1', version: 1, name: 'Acme', city: 'Leeds' };
const v2: Firm = { ...v1, version: 2, city: 'York' };
const conflict = () =>
  Promise.reject(new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'Changed', currentVersion: 2 }));

function renderEditor(setup: EditorSetup) {
  const store = createStore();
  store.set(sessionState, {
    status: 'signedIn',
    user: { _id: 'u1', email: 'a@b.c', firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', role: 2 },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (latest: Firm) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/firms/f1/edit']}>
          <Routes>
            <Route path="/firms/f1/edit" element={<FirmEditor latest={latest} {...setup} />} />
            <Route path="/firms/f1" element={<p>Firm page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </JotaiProvider>
  );
  const view = render(page(v1));
  return { showLatest: (latest: Firm) => view.rerender(page(latest)) };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

afterEach(async () => {
  cleanup();
  clearToasts();
  await waitFor(() => expect(document.querySelectorAll('.bp6-toast')).toHaveLength(0));
});

describe('RecordEditor', () => {
  it('saves only what the person changed, against the version the form was loaded from, then goes to the record', async () => {
    const setup: EditorSetup = { answers: [() => Promise.resolve(v2)], sent: [], stored: { current: v1 } };
    renderEditor(setup);
    type('Firm name', 'Acme Ltd');
    save();
    expect(await screen.findByText('Firm page')).toBeTruthy();
    expect(setup.sent).toEqual([{ version: 1, changes: { name: 'Acme Ltd' } }]);
    await waitFor(() => expect(document.body.textContent).toContain('Firm saved'));
  });

  it('on a save over a newer version asks the person, names what they changed, and saves again from theirs', async () => {
    const setup: EditorSetup = {
      answers: [conflict, () => Promise.resolve({ ...v2, version: 3 })],
      sent: [],
      stored: { current: v2 },
    };
    const { showLatest } = renderEditor(setup);
    type('Firm name', 'Acme Ltd');
    // Someone else saves the city meanwhile; the socket brings their version.
    showLatest(v2);
    expect(await screen.findByText('Changed by someone else')).toBeTruthy();
    save();
    const dialog = await screen.findByRole('dialog', { name: 'This record was changed by someone else' });
    expect(within(dialog).getByText('They changed: City.')).toBeTruthy();
    expect(setup.sent).toEqual([{ version: 1, changes: { name: 'Acme Ltd' } }]);
    expect(screen.queryByText('Firm page')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('York'));
    expect((screen.getByLabelText('Firm name') as HTMLInputElement).value).toBe('Acme');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    type('Firm name', 'Acme Ltd');
    save();
    expect(await screen.findByText('Firm page')).toBeTruthy();
    expect(setup.sent[1]).toEqual({ version: 2, changes: { name: 'Acme Ltd' } });
  });
});
