import { Button, TextField } from '@checkout/ui';
import type { PlaceAddress } from '@checkout/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/useServices';
import { checkoutMessages } from './checkout.messages';
import type { MapsSettings } from './MapsSettings';
import type { PlaceSuggestion, PlacesSearch } from './PlacesSearch';

/** The search and Google's script, loaded when the shopper first types (the address mapper's region tables with them). */
const loadPlacesSearch = () => import('./openPlacesSearch');

/** Props of {@link AddressSearch}. */
export interface AddressSearchProps {
  /** The Maps JavaScript API's script and key. */
  readonly maps: MapsSettings;
  /** The country to search in (alpha-2). */
  readonly alpha2: string;
  readonly onSelect: (address: PlaceAddress) => void;
  readonly 'data-testid'?: string;
}

/**
 * Address autocomplete through the maps service: type, pick a suggestion, the fields fill in;
 * failures (the service's, or its client's chunk not loading) are reported and leave manual entry.
 */
export function AddressSearch({ maps, alpha2, onSelect, 'data-testid': testId }: AddressSearchProps) {
  const intl = useIntl();
  const { reporter } = useServices();
  const listId = useId();
  const [input, setInput] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  // One search per mounted field: its session token spans the shopper's typing up to a choice.
  const search = useRef<Promise<PlacesSearch> | null>(null);
  const { scriptUrl, apiKey } = maps;

  useEffect(() => {
    if (input.trim().length < 3) {
      setSuggestions([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search.current ??= loadPlacesSearch().then((places) => places.openPlacesSearch({ scriptUrl, apiKey }));
      const started = search.current;
      // A failed load is tried again on the next input, not remembered.
      started.catch(() => {
        if (search.current === started) search.current = null;
      });
      started
        .then((places) => places.suggest(input.trim(), alpha2))
        .then(
          (found) => {
            // Google's library takes no abort signal: a late answer to an older input is dropped here.
            if (!controller.signal.aborted) setSuggestions(found);
          },
          (error: unknown) => {
            if (!controller.signal.aborted) reporter.report(error, 'address autocomplete');
          },
        );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, alpha2, scriptUrl, apiKey, reporter]);

  const choose = async (suggestion: PlaceSuggestion) => {
    try {
      const places = await search.current;
      const address = places ? await places.choose(suggestion) : null;
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
