// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/ApiError.js';
import { clearToasts } from '../../ui/toaster.js';
import { formSchema } from '../utils/formSchema.js';
import { nothingToSave, useSaveCycle } from './useSaveCycle.js';
import { useSchemaForm } from './useSchemaForm.js';

const labels = { companyName: 'Company name', revenue: 'Revenue' };
const bodySchema = z.object({
  companyName: z.string().trim().min(1, 'companyName is required'),
  revenue: z.number().min(0, 'revenue cannot be negative'),
});
type Values = { companyName: string; revenue: string };
const schema = formSchema((values: Values, problems) => {
  const revenue = Number(values.revenue);
  if (Number.isNaN(revenue)) problems.add('revenue', 'Revenue must be a number');
  return { ...values, revenue };
}, bodySchema);

interface Sent {
  body: z.infer<typeof bodySchema>;
}

/** A form on the save cycle, whose `save` answers as the server given here would. */
function renderCycle(answer: (body: z.infer<typeof bodySchema>) => Promise<string> | typeof nothingToSave) {
  const sent: Sent[] = [];
  const saved: (string | undefined)[] = [];
  const hook = renderHook(() => {
    const form = useSchemaForm({ schema, defaultValues: { companyName: '', revenue: '0' }, labels });
    const cycle = useSaveCycle({
      form,
      labels,
      save: (body) => {
        sent.push({ body });
        return answer(body);
      },
      savedMessage: 'Company created',
      failedMessage: 'The company could not be created',
      onSaved: (result) => saved.push(result),
    });
    return { form, cycle };
  });
  const submit = () => act(() => hook.result.current.cycle.submit());
  const type = (field: keyof Values, value: string) =>
    act(() => hook.result.current.form.setValue(field, value, { shouldValidate: false }));
  return { hook, sent, saved, submit, type };
}

const toastTexts = () => [...document.querySelectorAll('.bp6-toast')].map((toast) => toast.textContent);

afterEach(async () => {
  clearToasts();
  await waitFor(() => expect(document.querySelectorAll('.bp6-toast')).toHaveLength(0));
});

describe('useSaveCycle', () => {
  it("stops a submit the schema refuses, with the schema's messages in the fields' labels", async () => {
    const { hook, sent, submit, type } = renderCycle(() => Promise.resolve('c1'));
    await type('revenue', 'lots');
    await submit();
    expect(sent).toHaveLength(0);
    expect(hook.result.current.form.formState.errors.revenue?.message).toBe('Revenue must be a number');
    await type('revenue', '-1');
    await submit();
    expect(hook.result.current.form.formState.errors.companyName?.message).toBe('Company name is required');
    expect(hook.result.current.form.formState.errors.revenue?.message).toBe('Revenue cannot be negative');
    expect(sent).toHaveLength(0);
  });

  it('sends what the schema made of the values, then toasts the outcome and moves on', async () => {
    const { sent, saved, submit, type } = renderCycle(() => Promise.resolve('c1'));
    await type('companyName', '  Acme ');
    await type('revenue', '42');
    await submit();
    expect(sent).toEqual([{ body: { companyName: 'Acme', revenue: 42 } }]);
    expect(saved).toEqual(['c1']);
    await waitFor(() => expect(toastTexts()).toEqual(['Company created']));
  });

  it("puts a 400's messages on the fields in their labels, and one about no field above them", async () => {
    const { hook, saved, submit, type } = renderCycle(() =>
      Promise.reject(
        new ApiError(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid company',
          details: { companyName: 'companyName is already taken', version: 'version is stale' },
        }),
      ),
    );
    await type('companyName', 'Acme');
    await submit();
    const errors = hook.result.current.form.formState.errors;
    expect(errors.companyName?.message).toBe('Company name is already taken');
    expect(errors.root?.server?.message).toBe('Version is stale');
    expect(saved).toEqual([]);
    await waitFor(() => expect(toastTexts()).toEqual(['The company could not be createdInvalid company']));
    // Correcting the field takes its message away.
    await act(() => hook.result.current.form.setValue('companyName', 'Acme 2', { shouldValidate: true }));
    expect(hook.result.current.form.formState.errors.companyName).toBeUndefined();
  });

  it('opens the conflict choice on a version conflict without a toast, and keeps the edits', async () => {
    const { hook, saved, submit, type } = renderCycle(() =>
      Promise.reject(
        new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'Stale version', currentVersion: 4 }),
      ),
    );
    await type('companyName', 'Mine');
    await submit();
    expect(hook.result.current.cycle.conflict).toBe(true);
    expect(hook.result.current.form.getValues('companyName')).toBe('Mine');
    expect(saved).toEqual([]);
    expect(toastTexts()).toEqual([]);
    act(() => hook.result.current.cycle.keepEditing());
    expect(hook.result.current.cycle.conflict).toBe(false);
  });

  it("toasts a 409 refusal that is no version conflict with the server's reason", async () => {
    const refusal = 'The client rejected Acme Ltd: no competitors, please';
    const { hook, saved, submit, type } = renderCycle(() =>
      Promise.reject(new ApiError(409, { statusCode: 409, error: 'Conflict', message: refusal })),
    );
    await type('companyName', 'Acme');
    await submit();
    expect(hook.result.current.cycle.conflict).toBe(false);
    expect(saved).toEqual([]);
    await waitFor(() => expect(toastTexts()).toEqual([`The company could not be created${refusal}`]));
  });

  it('goes on without a request or a toast when there is nothing to save', async () => {
    const { saved, submit, type } = renderCycle(() => nothingToSave);
    await type('companyName', 'Acme');
    await submit();
    expect(saved).toEqual([undefined]);
    expect(toastTexts()).toEqual([]);
  });

  it('is saving while the request runs, so the button shows it', async () => {
    let answer: (id: string) => void = () => undefined;
    const { hook, type } = renderCycle(() => new Promise<string>((resolve) => (answer = resolve)));
    await type('companyName', 'Acme');
    let done!: Promise<void>;
    act(() => {
      done = hook.result.current.cycle.submit();
    });
    await waitFor(() => expect(hook.result.current.cycle.saving).toBe(true));
    await act(async () => {
      answer('c1');
      await done;
    });
    expect(hook.result.current.cycle.saving).toBe(false);
  });
});
