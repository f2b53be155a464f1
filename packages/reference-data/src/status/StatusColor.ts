/** Colour classes a status is shown with. */
export const statusColorClasses = ['success', 'warning', 'error', 'info'] as const;

/** Colour class a status is shown with (`success` | `warning` | `error` | `info`). */
export type StatusColor = (typeof statusColorClasses)[number];
