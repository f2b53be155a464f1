import type { HeadingTextTransform } from './defaultTheme';

const TRANSFORMS: readonly HeadingTextTransform[] = ['none', 'capitalize', 'uppercase', 'lowercase'];

/** Parses a merchant heading text transform; only `none`, `capitalize`, `uppercase` and `lowercase` pass. */
export function parseTextTransform(value: unknown): HeadingTextTransform | null {
  return TRANSFORMS.find((transform) => transform === value) ?? null;
}
