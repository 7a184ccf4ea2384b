import { MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { PickerKeys } from '../../ui/components/PickerKeys.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';

export interface RecordPickerProps<T extends { _id: string }> {
  id: string;
  label: string;
  /** The query key of a lookup for the typed text (under the record type's lists, so pushes refresh it). */
  queryKey: (text: string) => QueryKey;
  find: (text: string, signal: AbortSignal) => Promise<T[]>;
  name: (item: T) => string;
  detail?: (item: T) => string;
  /** Records already chosen, left out of the suggestions. */
  excludeIds?: readonly string[];
  onPick: (item: T) => void;
  /** What one picks, for the message on typed text that is not picked ("company"). */
  noun: string;
  disabled?: boolean;
}

/** Type to search the server's top-N lookup, pick one; the box empties for the next pick. */
export function RecordPicker<T extends { _id: string }>({
  id,
  label,
  queryKey,
  find,
  name,
  detail,
  excludeIds = [],
  onPick,
  noun,
  disabled,
}: RecordPickerProps<T>) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, 250);
  const results = useQuery({
    queryKey: queryKey(settled),
    queryFn: ({ signal }) => find(settled, signal),
    placeholderData: keepPreviousData,
  });
  const items = (results.data ?? []).filter((item) => !excludeIds.includes(item._id));
  // Known only once the lookup answered for what the box says now.
  const answered = settled === text && !results.isFetching && results.isSuccess;

  const renderItem: ItemRenderer<T> = (item, { handleClick, handleFocus, modifiers }) => (
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

  return (
    <PickerKeys pending={text} noun={noun} matched={answered ? items.length > 0 : undefined}>
      <Suggest<T>
        items={items}
        query={text}
        onQueryChange={setText}
        itemRenderer={renderItem}
        inputValueRenderer={name}
        selectedItem={null}
        onItemSelect={(item) => {
          onPick(item);
          setText('');
        }}
        noResults={
          <MenuItem disabled roleStructure="listoption" text={results.isFetching ? 'Loading...' : 'No items found'} />
        }
        resetOnSelect
        closeOnSelect
        disabled={disabled}
        popoverProps={{ minimal: true, placement: 'bottom-start' }}
        inputProps={{ id, placeholder: 'Type to search', 'aria-label': label, leftIcon: 'search' }}
      />
    </PickerKeys>
  );
}
