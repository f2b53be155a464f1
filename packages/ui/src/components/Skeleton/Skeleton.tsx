import type { CSSProperties } from 'react';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text` lines, a `block` (image, card) or a `circle`. Defaults to `'text'`. */
  shape?: 'text' | 'block' | 'circle';
  /** Number of text lines. Defaults to `1`. */
  lines?: number;
  /** CSS width, e.g. `'12rem'`. Defaults to the container's width. */
  width?: string;
  /** CSS height of a block or circle. Defaults to `'3rem'`. */
  height?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

const SIZE = /^\d{1,4}(?:\.\d{1,2})?(?:px|rem|em|%)$/;
const size = (value: string | undefined) => (value && SIZE.test(value) ? value : undefined);

/** A decorative placeholder shown while content loads; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ shape = 'text', lines = 1, width, height, 'data-testid': testId }: SkeletonProps) {
  const style = {
    inlineSize: size(width),
    blockSize: shape === 'text' ? undefined : (size(height) ?? '3rem'),
  } as CSSProperties;
  if (shape !== 'text') {
    return <span className="ck-skeleton" data-shape={shape} style={style} aria-hidden="true" data-testid={testId} />;
  }
  return (
    <span className="ck-skeleton-lines" aria-hidden="true" data-testid={testId} style={style}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines.
        <span key={index} className="ck-skeleton" data-shape="text" />
      ))}
    </span>
  );
}
