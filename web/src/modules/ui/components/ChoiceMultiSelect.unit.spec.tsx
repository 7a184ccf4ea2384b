// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceMultiSelect } from './ChoiceMultiSelect.js';

const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];

/** The picker as forms hold it: inside a form, inside something that closes on Escape (a dialog). */
function renderInForm() {
  const submitted = vi.fn();
  const closedDialog = vi.fn();
  function Form() {
    const [chosen, setChosen] = useState<string[]>([]);
    return (
      <div onKeyDown={(event) => event.key === 'Escape' && closedDialog()}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted(chosen);
          }}
        >
          <label htmlFor="people">People</label>
          <ChoiceMultiSelect<string>
            id="people"
            items={people}
            selected={chosen}
            keyOf={(p) => p}
            labelOf={(p) => p}
            onChange={setChosen}
            noun="person"
          />
          <button type="submit">Save</button>
        </form>
      </div>
    );
  }
  render(<Form />);
  return { submitted, closedDialog, box: screen.getByLabelText('People') };
}

afterEach(cleanup);

describe('the one picker behaviour', () => {
  it('Enter picks the highlighted entry and keeps the form from submitting', async () => {
    const { submitted, box } = renderInForm();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'grace' } });
    expect(await screen.findByRole('option', { name: 'Grace Hopper' })).toBeTruthy();
    // fireEvent answers false when the default (the form's implicit submission) was prevented.
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    fireEvent.keyUp(box, { key: 'Enter' });
    expect(screen.getByText('Grace Hopper', { selector: '.bp6-tag *, .bp6-tag' })).toBeTruthy();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('Escape closes the list, not the dialog around it', async () => {
    const { closedDialog, box } = renderInForm();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'a' } });
    expect(await screen.findByRole('option', { name: 'Ada Lovelace' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(closedDialog).not.toHaveBeenCalled();
  });

  it('flags typed text that matches nothing and holds the form until it is cleared', async () => {
    const { submitted, box } = renderInForm();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Acme' } });
    fireEvent.blur(box);
    const flag = "'Acme' matches no person — pick one or clear it";
    expect(await screen.findByText(flag)).toBeTruthy();
    fireEvent.submit(box.closest('form')!);
    expect(submitted).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByText(flag)).toBeNull();
    fireEvent.submit(box.closest('form')!);
    expect(submitted).toHaveBeenCalledWith([]);
  });
});
