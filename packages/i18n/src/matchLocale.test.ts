import { describe, expect, it } from 'vitest';
import { matchLocale } from './matchLocale';

describe('matchLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['en-GB', 'en'],
    ['en_US', 'en'],
    ['FR-ca', 'fr'],
    ['nb', 'no'],
    ['nb-NO', 'no'],
    ['nn-NO', 'no'],
    ['no', 'no'],
    ['sv-FI', 'sv'],
    [' el ', 'el'],
  ])('matches %s to %s', (tag, locale) => expect(matchLocale(tag)).toBe(locale));

  it.each(['pt-BR', 'se', 'zh-Hant', '', '-', 'english'])('finds no locale for %j', (tag) =>
    expect(matchLocale(tag)).toBeUndefined(),
  );
});
