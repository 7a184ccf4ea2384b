import { FormGroup, Intent } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { CompanyNameLookupMinLength, type CompanySuggestion } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PickerKeys } from '../../ui/components/PickerKeys.js';
import { TextField } from '../../ui/components/TextField.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { companyDataQueries } from '../hooks/companyDataQueries.js';
import { useCompanyDataEnabled } from '../hooks/useCompanyDataStatus.js';
import { CompanySuggestionItem } from './CompanySuggestionItem.js';

export interface CompanyNameFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (name: string) => void;
  /** A suggestion was picked: the form takes its name, domain and logo. */
  onPick: (company: CompanySuggestion) => void;
  error?: string | undefined;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * The company name: a plain input, with suggestions from the company-data provider when the
 * server has one (spec §7.10). Typing stays free text; a suggestion is only an offer.
 */
export function CompanyNameField(props: CompanyNameFieldProps) {
  const { onPick: _onPick, ...plain } = props;
  return useCompanyDataEnabled() ? <CompanyNameSuggest {...props} /> : <TextField {...plain} />;
}

const renderItem: ItemRenderer<CompanySuggestion> = (item, { handleClick, handleFocus, modifiers }) => (
  <CompanySuggestionItem
    key={item.domain}
    company={item}
    active={modifiers.active}
    onClick={handleClick}
    onFocus={handleFocus}
  />
);

function CompanyNameSuggest({ id, label, value, onChange, onPick, error, required, autoFocus }: CompanyNameFieldProps) {
  const settled = useDebouncedValue(value.trim(), 300);
  // The name a pick just wrote in needs no lookup of its own.
  const [picked, setPicked] = useState<string | null>(null);
  const enough = settled.length >= CompanyNameLookupMinLength && settled !== picked;
  const results = useQuery({ ...companyDataQueries.suggestions(settled), enabled: enough });
  const items = enough ? (results.data ?? []) : [];
  const intent = error ? Intent.DANGER : Intent.NONE;

  return (
    // The typed name is the value itself: nothing is pending, Enter with no list open submits.
    <PickerKeys>
      <FormGroup
        label={label}
        labelFor={id}
        labelInfo={required ? '(required)' : undefined}
        helperText={error}
        intent={intent}
      >
        <Suggest<CompanySuggestion>
          items={items}
          query={value}
          onQueryChange={onChange}
          itemRenderer={renderItem}
          inputValueRenderer={(item) => item.name}
          itemsEqual="domain"
          selectedItem={null}
          onItemSelect={(company) => {
            setPicked(company.name);
            onPick(company);
          }}
          noResults={null}
          closeOnSelect
          fill
          popoverProps={{ minimal: true, placement: 'bottom-start', matchTargetWidth: true }}
          inputProps={{
            id,
            intent,
            required,
            autoFocus,
            placeholder: 'Start typing a company name',
            'aria-invalid': error ? true : undefined,
          }}
        />
      </FormGroup>
    </PickerKeys>
  );
}
