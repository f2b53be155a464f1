import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Parses one ICU override message (`parseOverrideMessage`). */
export type OverrideParser = (text: string) => MessageFormatElement[];

let loaded: OverrideParser | undefined;

/**
 * The override parser, imported once (it is not in the initial bundle) and then kept, so a render
 * that comes after any load (the server's, the hydrating client's) can merge ICU overrides at once.
 */
export async function overrideParser(): Promise<OverrideParser> {
  loaded ??= (await import('./parseOverrideMessage')).parseOverrideMessage;
  return loaded;
}

/** The override parser if {@link overrideParser} has loaded it, else `undefined`. */
export function loadedOverrideParser(): OverrideParser | undefined {
  return loaded;
}
