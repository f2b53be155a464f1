const cache = new Map<string, Intl.NumberFormat>();

/** A cached `Intl.NumberFormat`: building one is costly, and prices are formatted on every render. */
export function getNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}
