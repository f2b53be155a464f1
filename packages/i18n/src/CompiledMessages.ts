import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalogue precompiled to ICU message ASTs, keyed by message id; react-intl and `@formatjs/intl` take it as is. */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;
