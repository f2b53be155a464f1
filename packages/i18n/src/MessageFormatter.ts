/** The part of a react-intl / `@formatjs/intl` `IntlShape` that the core needs to turn ids into text. */
export interface MessageFormatter {
  /** Formats the message `id` with `values`, as `IntlShape.formatMessage` does. */
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
}
