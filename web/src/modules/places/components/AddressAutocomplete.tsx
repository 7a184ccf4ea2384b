import { FormGroup, MenuItem, Spinner } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { PlaceInputMinLength, type PlaceAddress, type PlaceSuggestion } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError.js';
import { getPlaceAddress } from '../../api/placesApi.js';
import { PickerKeys } from '../../ui/components/PickerKeys.js';
import { toastError } from '../../ui/toaster.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { placesQueries } from '../hooks/placesQueries.js';
import { usePlacesEnabled } from '../hooks/usePlacesStatus.js';

export interface AddressAutocompleteProps {
  id: string;
  /** Tells two lookups on one form apart (the main and the other address). */
  label?: string;
  onPick: (address: PlaceAddress) => void;
}

/**
 * "Find an address" above an address form's fields when the server has an address lookup
 * (spec §7.10); nothing at all otherwise, so the fields stay plain inputs.
 */
export function AddressAutocomplete(props: AddressAutocompleteProps) {
  return usePlacesEnabled() ? <AddressSuggest {...props} /> : null;
}

/** Google bills the keystrokes of one lookup and the details call ending it as one session. */
const newSessionToken = () => crypto.randomUUID();

const renderItem: ItemRenderer<PlaceSuggestion> = (item, { handleClick, handleFocus, modifiers }) => (
  <MenuItem
    key={item.placeId}
    text={item.description}
    roleStructure="listoption"
    active={modifiers.active}
    onClick={handleClick}
    onFocus={handleFocus}
  />
);

function AddressSuggest({ id, label = 'Find an address', onPick }: AddressAutocompleteProps) {
  const [text, setText] = useState('');
  const [sessionToken, setSessionToken] = useState(newSessionToken);
  const [picking, setPicking] = useState(false);
  const settled = useDebouncedValue(text.trim(), 300);
  const results = useQuery({
    ...placesQueries.suggestions(settled, sessionToken),
    // Only for what the box still says: after a pick clears it, the old text must not open a new session.
    enabled: settled.length >= PlaceInputMinLength && settled === text.trim(),
  });
  const items = settled.length >= PlaceInputMinLength ? (results.data ?? []) : [];
  const answered =
    settled === text.trim() && settled.length >= PlaceInputMinLength && results.isSuccess && !results.isFetching;

  async function pick(item: PlaceSuggestion) {
    setPicking(true);
    try {
      onPick(await getPlaceAddress(item.placeId, sessionToken));
      setText('');
    } catch (error) {
      toastError('Could not look up that address', error instanceof ApiError ? error.message : undefined);
    } finally {
      setSessionToken(newSessionToken());
      setPicking(false);
    }
  }

  const hint =
    text.trim().length < PlaceInputMinLength
      ? `Type at least ${PlaceInputMinLength} characters`
      : results.isFetching
        ? 'Searching…'
        : results.isError
          ? 'The address lookup is not answering; type the address below'
          : 'No matching address';

  return (
    // Spans the whole row of the address grid it sits in.
    <div style={{ gridColumn: '1 / -1' }}>
      <FormGroup label={label} labelFor={id} helperText="Picking one fills the fields below.">
        <PickerKeys pending={text} noun="address" matched={answered ? items.length > 0 : undefined}>
          <Suggest<PlaceSuggestion>
            items={items}
            query={text}
            onQueryChange={setText}
            itemRenderer={renderItem}
            inputValueRenderer={(item) => item.description}
            itemsEqual="placeId"
            selectedItem={null}
            onItemSelect={(item) => void pick(item)}
            noResults={<MenuItem disabled roleStructure="listoption" text={hint} />}
            resetOnSelect
            closeOnSelect
            fill
            disabled={picking}
            popoverProps={{ minimal: true, placement: 'bottom-start', matchTargetWidth: true }}
            inputProps={{
              id,
              placeholder: 'Start typing an address or postcode',
              leftIcon: 'geosearch',
              rightElement: picking ? <Spinner size={16} /> : undefined,
            }}
          />
        </PickerKeys>
      </FormGroup>
    </div>
  );
}
