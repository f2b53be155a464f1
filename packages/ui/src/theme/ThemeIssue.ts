/** Why a merchant theme value was dropped. */
export type ThemeIssueCode =
  | 'invalid-colour'
  | 'invalid-font-family'
  | 'invalid-font-weight'
  | 'invalid-text-transform'
  | 'unknown-colour-token'
  | 'invalid-variable-name'
  | 'invalid-variable-value';

/** A merchant theme value that {@link applyTheme} rejected; the rest of the theme still applies. */
export interface ThemeIssue {
  code: ThemeIssueCode;
  /** Where the value came from, e.g. `theme.light.primary` or `styling.global.font_family`. */
  path: string;
}
