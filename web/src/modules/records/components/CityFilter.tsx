import { InputGroup } from '@blueprintjs/core';

export interface CityFilterProps {
  value: string;
  onChange: (city: string) => void;
}

/** A list's "City" filter: matched as typed, like the search box beside it. */
export function CityFilter({ value, onChange }: CityFilterProps) {
  return (
    <InputGroup
      type="search"
      leftIcon="map-marker"
      placeholder="City"
      aria-label="City"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
