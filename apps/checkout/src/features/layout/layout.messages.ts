/** Texts of the page chrome shared by every layout. */
export const layoutMessages = {
  progress: { id: 'app.progress.label', defaultMessage: 'Loading page' },
  offline: { id: 'app.offline', defaultMessage: 'You are offline. Please check your internet connection.' },
  switchingLocale: { id: 'app.localeSwitch.switching', defaultMessage: 'Switching language…' },
  chunkErrorTitle: { id: 'app.chunkError.title', defaultMessage: 'The checkout has been updated' },
  chunkErrorMessage: { id: 'app.chunkError.message', defaultMessage: 'Please reload the page to continue.' },
  reload: { id: 'app.chunkError.reload', defaultMessage: 'Reload page' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;
