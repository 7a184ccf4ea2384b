import { MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { hasRole } from '@dealbook/contracts';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { queryKeys } from '../../api/queryKeys.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { PickerKeys } from '../../ui/components/PickerKeys.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { offersCreate, type QuickCreate } from '../../ui/utils/quickCreate.js';
import { QuickCreateDialog } from '../../ui/components/QuickCreateDialog.js';

export type { QuickCreate } from '../../ui/utils/quickCreate.js';

export interface RecordPickerProps<T extends { _id: string }> {
  id: string;
  label: string;
  /** The feature's lookup for the typed text (under the record type's lists, so pushes refresh it). */
  lookup: (text: string) => UseQueryOptions<T[], Error, T[], ReturnType<typeof queryKeys.list>>;
  name: (item: T) => string;
  detail?: (item: T) => string;
  /** Records already chosen, left out of the suggestions. */
  excludeIds?: readonly string[];
  onPick: (item: T) => void;
  /** What one picks, for the message on typed text that is not picked ("company"). */
  noun: string;
  /** How to create a record from typed text, for those allowed to: the list's last item offers it. */
  quickCreate?: QuickCreate<T>;
  disabled?: boolean;
}

/** The list's "Create …" item, as the Suggest hands it to onItemSelect. */
interface CreateOffer {
  createFrom: string;
}
type Choice<T> = T | CreateOffer;
const isCreateOffer = <T extends object>(choice: Choice<T>): choice is CreateOffer => 'createFrom' in choice;

/**
 * Type to search the server's top-N lookup, pick one; the box empties for the next pick. Where
 * `quickCreate` is given and the person may create that record, text that names no record exactly
 * gets a last item "Create company “Acme Ltd”": it opens a small create dialog started from the
 * text, and the record saved there is picked as if it had been in the list.
 */
export function RecordPicker<T extends { _id: string }>({
  id,
  label,
  lookup,
  name,
  detail,
  excludeIds = [],
  onPick,
  noun,
  quickCreate,
  disabled,
}: RecordPickerProps<T>) {
  const me = useCurrentUser();
  const [text, setText] = useState('');
  // The text the create dialog was opened with; null while it is closed.
  const [creating, setCreating] = useState<string | null>(null);
  // Whether the create item is the one chosen: highlighted (↓) or clicked. Enter with nothing
  // highlighted then creates nothing, so it is flagged like any other unpicked text.
  const createChosen = useRef(false);
  const settled = useDebouncedValue(text, 250);
  const results = useQuery(lookup(settled));
  const items = (results.data ?? []).filter((item) => !excludeIds.includes(item._id));
  // Known only once the lookup answered for what the box says now.
  const answered = settled === text && !results.isFetching && results.isSuccess;
  const create = quickCreate && hasRole(me.role, quickCreate.role) ? quickCreate : undefined;
  // Offered only on an answer for this very text, so a fast Enter never creates what exists.
  const offering = create !== undefined && answered && offersCreate(text, results.data ?? [], name);

  const renderItem: ItemRenderer<Choice<T>> = (item, { handleClick, handleFocus, modifiers }) =>
    isCreateOffer(item) ? null : (
      <MenuItem
        key={item._id}
        text={name(item)}
        label={detail?.(item)}
        roleStructure="listoption"
        active={modifiers.active}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );

  // Focus goes back to the box (or what replaced it under the same id) once the dialog closed. A
  // picker disabled while its pick is saved (an employee being linked) loses it: it takes it
  // back when enabled again, unless the person has gone on in the box, or focus is elsewhere.
  const focusBack = useRef(false);
  useEffect(() => {
    if (disabled || !focusBack.current) return;
    focusBack.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) document.getElementById(id)?.focus();
  }, [disabled, id]);
  // Back from a create, the list stays shut until the person types: opened on focus, it would
  // cover what was just picked.
  const [quiet, setQuiet] = useState(false);
  const closeDialog = (nextText: string) => {
    setText(nextText);
    setQuiet(nextText === '');
    setCreating(null);
    focusBack.current = true;
    window.setTimeout(() => document.getElementById(id)?.focus(), 0);
  };
  // Cancelled (Cancel, Escape, the close button): the text comes back as it was typed.
  const cancel = () => closeDialog(creating ?? '');

  return (
    <>
      <PickerKeys
        pending={text}
        noun={noun}
        matched={answered ? items.length > 0 : undefined}
        creatable={create !== undefined}
      >
        <Suggest<Choice<T>>
          items={items}
          query={text}
          onQueryChange={setText}
          itemRenderer={renderItem}
          inputValueRenderer={(item) => (isCreateOffer(item) ? item.createFrom : name(item))}
          selectedItem={null}
          onItemSelect={(item) => {
            if (isCreateOffer(item)) {
              setCreating(item.createFrom);
              return;
            }
            onPick(item);
            setText('');
          }}
          onActiveItemChange={(_, isCreateItem) => {
            createChosen.current = isCreateItem;
          }}
          createNewItemFromQuery={
            // Answering nothing is how Enter on an unhighlighted create item is refused (the
            // Suggest then neither selects nor empties the box); its types do not say so.
            offering
              ? (query) => (createChosen.current ? { createFrom: query } : (undefined as unknown as CreateOffer))
              : undefined
          }
          createNewItemRenderer={
            offering && create
              ? (query, active, handleClick) => (
                  <MenuItem
                    key="create"
                    icon="add"
                    text={`Create ${create.noun} “${query}”`}
                    roleStructure="listoption"
                    active={active}
                    onClick={(event) => {
                      createChosen.current = true;
                      handleClick(event);
                    }}
                  />
                )
              : undefined
          }
          createNewItemPosition="last"
          noResults={
            <MenuItem disabled roleStructure="listoption" text={results.isFetching ? 'Loading...' : 'No items found'} />
          }
          resetOnSelect
          closeOnSelect
          openOnKeyDown={quiet}
          disabled={disabled}
          popoverProps={{ minimal: true, placement: 'bottom-start' }}
          inputProps={{
            id,
            placeholder: 'Type to search',
            'aria-label': label,
            leftIcon: 'search',
            onKeyDown: () => {
              focusBack.current = false;
              setQuiet(false);
            },
          }}
        />
      </PickerKeys>
      {create && (
        <QuickCreateDialog noun={create.noun} isOpen={creating !== null} onClose={cancel}>
          <create.Form
            text={creating ?? ''}
            onCancel={cancel}
            onCreated={(record) => {
              closeDialog('');
              onPick(record);
            }}
          />
        </QuickCreateDialog>
      )}
    </>
  );
}
