declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * Set on the history entry of updated-successfully when this tab's update was confirmed by the
     * platform (the update call's answer, or a verified return). It survives a reload of that tab and
     * is absent from a copied, bookmarked or hand-written link. Defaults to `undefined`.
     */
    readonly updateConfirmed?: true;
  }
}

/**
 * The history state that lets updated-successfully say "changed": only navigations after a
 * platform-confirmed update carry it, so the page never confirms a change from its URL alone.
 */
export const UPDATE_CONFIRMED_STATE = { updateConfirmed: true } as const;
