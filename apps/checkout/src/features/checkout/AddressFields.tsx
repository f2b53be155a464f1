import type { AddressValues } from '@checkout/checkout-core';
import { Select, TextField } from '@checkout/ui';
import { type AddressField, normalizePostalCode } from '@checkout/validation';
import { useIntl } from 'react-intl';
import { AddressSearch } from './AddressSearch';
import { checkoutMessages } from './checkout.messages';
import type { MapsSettings } from './MapsSettings';
import { useRegionData } from './useRegionData';

/** A country the shopper can pick: its alpha-2 code and localized name. */
interface CountryChoice {
  readonly id: string;
  readonly label: string;
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** `billing` or `shipping`: prefixes ids and test ids. */
  readonly kind: 'billing' | 'shipping';
  readonly values: AddressValues;
  readonly onChange: (change: Partial<AddressValues>) => void;
  /** Called when a field loses focus, to show its error from then on. */
  readonly onBlur: (field: AddressField) => void;
  /** The error text of each field that has one. */
  readonly errors: Partial<Record<AddressField, string>>;
  /** Which fields are required. */
  readonly required: Partial<Record<AddressField, boolean>>;
  /** The countries the shopper can pick, with localized names, in display order. */
  readonly countries: readonly CountryChoice[];
  /** The Maps JavaScript API when address autocomplete is on; `null` means manual entry only. */
  readonly maps: MapsSettings | null;
}

/** One address: autocomplete when configured, name, company, street, postal code (deriving the region), city, region list, country. */
export function AddressFields({
  kind,
  values,
  onChange,
  onBlur,
  errors,
  required,
  countries,
  maps,
}: AddressFieldsProps) {
  const intl = useIntl();
  const label = (field: AddressField) => intl.formatMessage({ id: `field.${field}` });
  const regionData = useRegionData(values.alpha2);
  const regions = regionData.tables?.getRegions(values.alpha2) ?? [];
  const changePostalCode = (value: string) => {
    const derived = regionData.tables?.getRegionByPostalCode(values.alpha2, value) ?? null;
    const known = derived && regions.some((region) => region.region === derived);
    onChange(known ? { postal_code: value, region: derived } : { postal_code: value });
  };
  const text = (field: Exclude<AddressField, 'alpha2' | 'alpha3' | 'country'>, autoComplete: string) => (
    <TextField
      id={`${kind}-${field}`}
      data-testid={`${kind}-${field}`}
      name={`${kind}.${field}`}
      label={label(field)}
      autoComplete={autoComplete === 'off' ? 'off' : `${kind} ${autoComplete}`}
      value={values[field]}
      required={required[field] ?? false}
      error={errors[field]}
      onChange={(event) => {
        const value = event.target.value;
        if (field === 'postal_code') changePostalCode(value);
        else onChange({ [field]: value });
      }}
      onBlur={() => {
        // Written as the post writes it once the shopper leaves the field, not under their cursor.
        if (field === 'postal_code') {
          const normalized = normalizePostalCode(values.postal_code, values.alpha2);
          if (normalized !== values.postal_code) changePostalCode(normalized);
        }
        onBlur(field);
      }}
    />
  );
  return (
    <div className="app-section" data-testid={`${kind}-address`}>
      {maps ? (
        <AddressSearch
          data-testid={`${kind}-address-search`}
          maps={maps}
          alpha2={values.alpha2}
          onSelect={(address) =>
            onChange({
              street: address.street,
              street_number: address.street_number,
              ...(address.address_addition ? { address_addition: address.address_addition } : {}),
              postal_code: address.postal_code,
              city: address.city,
              region: address.region,
              ...(address.alpha2 ? { alpha2: address.alpha2 } : {}),
            })
          }
        />
      ) : null}
      <div className="app-grid-2">
        {text('first_name', 'given-name')}
        {text('last_name', 'family-name')}
      </div>
      {text('company', 'organization')}
      <div className="app-grid-2">
        {text('street', 'address-line1')}
        {text('street_number', 'address-line2')}
      </div>
      {text('address_addition', 'address-line3')}
      <div className="app-grid-2">
        {text('postal_code', 'postal-code')}
        {text('city', 'address-level2')}
      </div>
      {regionData.failed ? text('region', 'address-level1') : null}
      {regionData.needed && !regionData.failed ? (
        // Disabled and empty for the moment the tables take to arrive, so nothing below moves.
        <Select
          disabled={regionData.tables === null}
          id={`${kind}-region`}
          data-testid={`${kind}-region`}
          label={label('region')}
          placeholder={intl.formatMessage(checkoutMessages.regionPlaceholder)}
          options={regions.map((region) => ({ value: region.region, label: region.name }))}
          value={values.region}
          required={required.region ?? false}
          error={errors.region}
          onChange={(event) => onChange({ region: event.target.value })}
          onBlur={() => onBlur('region')}
        />
      ) : null}
      {/* A native select (type-ahead included): ids `billing-address-country` / `shipping-address-country`, since
          `shipping-country` is the shipping section's own country select. */}
      <Select
        id={`${kind}-address-country`}
        data-testid={`${kind}-address-country`}
        name={`${kind}.country`}
        label={label('country')}
        autoComplete={`${kind} country`}
        options={countries.map((country) => ({ value: country.id, label: country.label }))}
        placeholder={values.alpha2 ? undefined : ''}
        value={values.alpha2}
        required
        error={errors.alpha2 ?? errors.country ?? errors.alpha3}
        onChange={(event) => {
          const alpha2 = event.target.value;
          if (alpha2 && alpha2 !== values.alpha2) onChange({ alpha2, region: '' });
        }}
        onBlur={() => onBlur('alpha2')}
      />
      {text('notes', 'off')}
    </div>
  );
}
