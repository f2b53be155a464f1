// `@checkout/ui/theme`: the kit's theme maths without React or the DOM, for whoever applies a
// merchant theme away from a component (a server, a chunk loaded on demand). The main entry
// re-exports this entry beside the components.
export type { AppliedTheme, ApplyThemeInput, StylingOverrideInput, ThemeResponseInput } from './applyTheme';
export { applyTheme } from './applyTheme';
export { contrastRatio, relativeLuminance } from './contrastRatio';
export type { HeadingTextTransform, Theme, ThemeColors } from './defaultTheme';
export { defaultTheme, fallbackFontStack } from './defaultTheme';
export { formatColor } from './formatColor';
export type { Rgba } from './parseColor';
export { parseColor } from './parseColor';
export { parseFontFamily } from './parseFontFamily';
export { parseFontWeight } from './parseFontWeight';
export { parseTextTransform } from './parseTextTransform';
export { AA_TEXT_CONTRAST, onColor, readableOn } from './readableColors';
export type { ThemeIssue, ThemeIssueCode } from './ThemeIssue';
export type { ThemeVariables } from './themeVariables';
export { themeVariables } from './themeVariables';
