// @vitest-environment jsdom
import { Button, MenuItem } from '@blueprintjs/core';
import { Select, Suggest } from '@blueprintjs/select';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PickerKeys, unpickedMessage } from './PickerKeys.js';

const towns = ['Bath', 'Bristol', 'Bradford'];

/** A Suggest (whose own keys let Escape and Enter through) held by PickerKeys, in a form in a dialog. */
function renderSuggest() {
  const closedDialog = vi.fn();
  const picked = vi.fn();
  function Form() {
    const [text, setText] = useState('');
    const shown = towns.filter((town) => town.toLowerCase().includes(text.toLowerCase()));
    return (
      <div onKeyDown={(event) => event.key === 'Escape' && closedDialog()}>
        <form onSubmit={(event) => event.preventDefault()}>
          <PickerKeys pending={text} noun="town" matched={shown.length > 0}>
            <Suggest<string>
              items={shown}
              query={text}
              onQueryChange={setText}
              itemRenderer={(town, { handleClick, modifiers }) => (
                <MenuItem
                  key={town}
                  text={town}
                  roleStructure="listoption"
                  active={modifiers.active}
                  onClick={handleClick}
                />
              )}
              inputValueRenderer={(town) => town}
              selectedItem={null}
              onItemSelect={(town) => {
                picked(town);
                setText('');
              }}
              inputProps={{ 'aria-label': 'Town' }}
            />
          </PickerKeys>
        </form>
      </div>
    );
  }
  render(<Form />);
  return { closedDialog, picked, box: screen.getByLabelText('Town') };
}

afterEach(cleanup);

describe('PickerKeys around a Suggest', () => {
  it('Escape with the list open closes the list and not the dialog; with it closed the dialog hears it', async () => {
    const { closedDialog, box } = renderSuggest();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'br' } });
    expect(await screen.findByRole('option', { name: 'Bristol' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(closedDialog).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(closedDialog).toHaveBeenCalledTimes(1);
  });

  it('Enter picks the highlighted town and never submits the form', async () => {
    const { picked, box } = renderSuggest();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'bri' } });
    expect(await screen.findByRole('option', { name: 'Bristol' })).toBeTruthy();
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    fireEvent.keyUp(box, { key: 'Enter' });
    expect(picked).toHaveBeenCalledWith('Bristol');
  });
});

describe('PickerKeys around a filterable Select', () => {
  it('puts the popup state on the button a person presses, never on the div around it, and keeps it current', async () => {
    render(
      <PickerKeys>
        <Select<string>
          items={towns}
          itemRenderer={(town, { handleClick, modifiers }) => (
            <MenuItem
              key={town}
              text={town}
              active={modifiers.active}
              onClick={handleClick}
              roleStructure="listoption"
            />
          )}
          onItemSelect={() => undefined}
          popoverProps={{ usePortal: false }}
        >
          <Button text="Pick a town" />
        </Select>
      </PickerKeys>,
    );
    const button = screen.getByRole('button', { name: 'Pick a town' });
    const wrapper = button.parentElement!;
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    // ARIA allows none of these on a div without a role (axe: aria-allowed-attr, critical).
    for (const name of ['aria-expanded', 'aria-haspopup', 'aria-controls'])
      expect(wrapper.hasAttribute(name)).toBe(false);
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(wrapper.hasAttribute('aria-expanded')).toBe(false);
  });
});

describe('unpickedMessage', () => {
  it('names the text and what to do with it, and says nothing of an empty box', () => {
    expect(unpickedMessage('  Acme ', 'company', false)).toBe("'Acme' matches no company — pick one or clear it");
    expect(unpickedMessage('Acm', 'company', true)).toBe(
      "'Acm' is not picked yet — pick a company from the list or clear it",
    );
    expect(unpickedMessage('   ', 'company', false)).toBeNull();
  });

  it('points to the create item where the list offers one', () => {
    expect(unpickedMessage('Acme Ltd', 'company', false, true)).toBe(
      "'Acme Ltd' matches no company — create it from the list or clear it",
    );
    expect(unpickedMessage('Acme', 'company', true, true)).toBe(
      "'Acme' is not picked yet — pick a company or create one from the list, or clear it",
    );
  });
});
