/** Tells whether a merchant's text uses ICU MessageFormat syntax (an argument, plural or select in braces). */
export function isIcuMessage(text: string): boolean {
  return /[{}]/.test(text);
}
