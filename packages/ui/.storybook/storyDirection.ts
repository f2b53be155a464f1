/** The writing directions in the Storybook direction toolbar. */
export const STORY_DIRECTIONS = ['ltr', 'rtl'] as const;

/** One of {@link STORY_DIRECTIONS}. */
export type StoryDirection = (typeof STORY_DIRECTIONS)[number];

/** Narrows a Storybook global to a direction, falling back to left-to-right. */
export function storyDirection(value: unknown): StoryDirection {
  return STORY_DIRECTIONS.find((direction) => direction === value) ?? 'ltr';
}
