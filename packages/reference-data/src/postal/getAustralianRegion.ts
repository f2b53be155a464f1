import { australiaPostcodeRanges } from './australiaPostcodeRanges';

/** Four digits, or three for the Northern Territory and ACT codes written without their leading zero. */
const australianPattern = /^\d{3,4}$/;

/** State or territory of an Australian postcode (trimmed), or `null` when malformed or outside every range. */
export function getAustralianRegion(code: string): string | null {
  if (!australianPattern.test(code)) return null;
  const value = Number(code);
  for (const [first, last, state] of australiaPostcodeRanges) {
    if (value >= first && value <= last) return state;
  }
  return null;
}
