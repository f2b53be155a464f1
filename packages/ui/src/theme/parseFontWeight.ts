/** Parses a merchant font weight (`400`, `"500"`, `normal`, `bold`) into a number from 1 to 1000, or `null`. */
export function parseFontWeight(value: unknown): number | null {
  if (value === 'normal') return 400;
  if (value === 'bold') return 700;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,4}$/.test(text.trim())) return null;
  const weight = Number(text);
  return weight >= 1 && weight <= 1000 ? weight : null;
}
