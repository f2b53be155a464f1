import type { CheckboxDefinition, ExtraDefinition } from '@checkout/api-client';
import { Checkbox, DateField, Select, TextField } from '@checkout/ui';
import { useIntl } from 'react-intl';
import { isSafeMerchantUrl } from '../../app/isSafeMerchantUrl';
import { checkoutMessages } from './checkout.messages';

/** Props of {@link ConsentSection}. */
export interface ConsentSectionProps {
  readonly checkboxes: readonly CheckboxDefinition[];
  readonly extras: readonly ExtraDefinition[];
  readonly checked: Readonly<Record<string, boolean>>;
  readonly extraValues: Readonly<Record<string, string>>;
  readonly onCheck: (name: string, checked: boolean) => void;
  readonly onExtra: (name: string, value: string) => void;
  readonly errorFor: (path: string) => string | undefined;
}

/** A checkbox link: an absolute https URL, or a path on the merchant's site kept relative to the checkout. */
function linkOf(url: string | null | undefined): string | null {
  if (!url) return null;
  if (isSafeMerchantUrl(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/** The merchant's extras as name/value inputs and its checkboxes (required ones gate payability). */
export function ConsentSection(props: ConsentSectionProps) {
  const intl = useIntl();
  return (
    <>
      {props.extras.length > 0 ? (
        <section className="app-section" aria-labelledby="extras-heading" data-testid="extras-section">
          <h2 id="extras-heading" className="ck-section-heading">
            {intl.formatMessage(checkoutMessages.extrasHeading)}
          </h2>
          {props.extras.map((extra) => {
            const common = {
              id: `extra-${extra.name}`,
              'data-testid': `extra-${extra.name}`,
              label: extra.label,
              required: extra.required,
              error: props.errorFor(`extras.${extra.name}`),
            };
            const value = props.extraValues[extra.name] ?? '';
            if (extra.type === 'checkbox') {
              return (
                <Checkbox
                  key={extra.name}
                  {...common}
                  checked={value === 'true'}
                  onChange={(event) => props.onExtra(extra.name, event.target.checked ? 'true' : '')}
                />
              );
            }
            if (extra.type === 'select') {
              return (
                <Select
                  key={extra.name}
                  {...common}
                  options={extra.options.map((option) => ({ value: option, label: option }))}
                  placeholder="—"
                  value={value}
                  onChange={(event) => props.onExtra(extra.name, event.target.value)}
                />
              );
            }
            if (extra.type === 'date') {
              return (
                <DateField
                  key={extra.name}
                  {...common}
                  value={value}
                  onChange={(event) => props.onExtra(extra.name, event.target.value)}
                />
              );
            }
            return (
              <TextField
                key={extra.name}
                {...common}
                type={extra.type === 'number' ? 'number' : 'text'}
                value={value}
                onChange={(event) => props.onExtra(extra.name, event.target.value)}
              />
            );
          })}
        </section>
      ) : null}
      {props.checkboxes.length > 0 ? (
        <fieldset className="app-section" data-testid="checkboxes" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="app-sr-only">{intl.formatMessage(checkoutMessages.checkboxesLegend)}</legend>
          {props.checkboxes.map((checkbox) => {
            const href = linkOf(checkbox.url);
            return (
              <Checkbox
                key={checkbox.name}
                id={`checkbox-${checkbox.name}`}
                data-testid={`checkbox-${checkbox.name}`}
                required={checkbox.required}
                checked={props.checked[checkbox.name] === true}
                onChange={(event) => props.onCheck(checkbox.name, event.target.checked)}
                error={props.errorFor(`checkboxes.${checkbox.name}`)}
                label={
                  <>
                    {checkbox.label}
                    {href ? (
                      <>
                        {' '}
                        <a href={href} target="_blank" rel="noopener noreferrer">
                          {intl.formatMessage(checkoutMessages.checkboxLink)}
                        </a>
                      </>
                    ) : null}
                  </>
                }
              />
            );
          })}
        </fieldset>
      ) : null}
    </>
  );
}
