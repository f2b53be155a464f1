import { Button, TextField } from '@checkout/ui';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/useServices';
import { checkoutMessages } from './checkout.messages';
import type { PlaceAddress, PlaceSuggestion } from './placesClient';

/** The places service's client, imported when the shopper first searches (its answers are parsed with schemas). */
const loadPlacesClient = () => import('./placesClient');

/** Props of {@link AddressSearch}. */
export interface AddressSearchProps {
  /** Base URL of the places service. */
  readonly placesBase: string;
  /** The country to search in (alpha-2). */
  readonly alpha2: string;
  readonly onSelect: (address: PlaceAddress) => void;
  readonly 'data-testid'?: string;
}

/**
 * Address autocomplete through the maps service: type, pick a suggestion, the fields fill in;
 * failures (the service's, or its client's chunk not loading) are reported and leave manual entry.
 */
export function AddressSearch({ placesBase, alpha2, onSelect, 'data-testid': testId }: AddressSearchProps) {
  const intl = useIntl();
  const { reporter } = useServices();
  const listId = useId();
  const [input, setInput] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);

  useEffect(() => {
    if (input.trim().length < 3) {
      setSuggestions([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadPlacesClient()
        .then((places) => places.fetchPlaceSuggestions(placesBase, input.trim(), alpha2, controller.signal))
        .then(setSuggestions, (error: unknown) => {
          if (!controller.signal.aborted) reporter.report(error, 'address autocomplete');
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, alpha2, placesBase, reporter]);

  const choose = async (suggestion: PlaceSuggestion) => {
    try {
      const address = await (await loadPlacesClient()).fetchPlaceAddress(placesBase, suggestion.id);
      if (address) onSelect(address);
      setSuggestions([]);
      setInput('');
    } catch (error) {
      reporter.report(error, 'address autocomplete');
    }
  };

  return (
    <div data-testid={testId}>
      <TextField
        label={intl.formatMessage(checkoutMessages.addressSearch)}
        hint={intl.formatMessage(checkoutMessages.addressSearchHint)}
        value={input}
        autoComplete="off"
        onChange={(event) => setInput(event.target.value)}
        aria-controls={suggestions.length > 0 ? listId : undefined}
      />
      {suggestions.length > 0 ? (
        <ul
          className="app-suggestions"
          id={listId}
          aria-label={intl.formatMessage(checkoutMessages.addressSuggestions)}
        >
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <Button variant="text" onClick={() => choose(suggestion)}>
                {suggestion.description}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
