import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStatusMessageKey, statusVocabularies } from '@checkout/reference-data';
import { validationIssueCodes } from '@checkout/validation';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { fieldNames } from './fieldNames';
import { getIssueMessageId } from './formatIssue';
import { loadCatalogue } from './loadCatalogue';
import { defaultLocale, locales } from './locales';

// The completeness gate of every catalogue. Translators: `pnpm --filter @checkout/i18n missing` lists the gaps.
const messagesDir = join(import.meta.dirname, '..', 'messages');
const readJson = (name: string): unknown => JSON.parse(readFileSync(join(messagesDir, name), 'utf8'));
const readCatalogue = (name: string): Record<string, string> => {
  const value = readJson(name);
  if (typeof value !== 'object' || value === null) throw new Error(`${name} is not an object`);
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};
const readStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const english = readCatalogue('en.json');
const englishIds = Object.keys(english);
const sameInAllLocales = new Set(readStrings(readJson('sameInAllLocales.json')));
const sameAsEnglishFile = readJson('sameAsEnglish.json');
const sameAsEnglish = (locale: string): Set<string> =>
  new Set(
    readStrings(
      typeof sameAsEnglishFile === 'object' && sameAsEnglishFile !== null
        ? Object.entries(sameAsEnglishFile).find(([key]) => key === locale)?.[1]
        : undefined,
    ),
  );

/** Names of the arguments a message uses (`{field}`, `{days, plural, ...}`), so translations keep them. */
function argumentNames(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentNames(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
  }
  return into;
}

describe('the English catalogue', () => {
  it('has a message for every validation issue code of @checkout/validation', () => {
    const missing = validationIssueCodes.map(getIssueMessageId).filter((id) => !(id in english));
    expect(missing).toEqual([]);
  });

  it('has a message for every status translation key of @checkout/reference-data', () => {
    const keys = Object.entries(statusVocabularies).flatMap(([vocabulary, statuses]) =>
      statuses.map((status: string) => getStatusMessageKey(vocabulary as keyof typeof statusVocabularies, status)),
    );
    expect(keys.filter((key) => key === undefined || !(key in english))).toEqual([]);
  });

  it('has a label for every field an issue can name', () => {
    expect(fieldNames.map((name) => `field.${name}`).filter((id) => !(id in english))).toEqual([]);
  });

  it('describes every message for translators, and nothing else', () => {
    const descriptions = readJson('descriptions.json');
    expect(typeof descriptions === 'object' && descriptions !== null ? Object.keys(descriptions).sort() : []).toEqual(
      [...englishIds].sort(),
    );
  });

  it('lists only existing ids as proper names or codes', () => {
    expect([...sameInAllLocales].filter((id) => !(id in english))).toEqual([]);
  });
});

const catalogueFiles = readdirSync(messagesDir).filter((name) => /^[a-z]{2}\.json$/.test(name));

describe.each(locales)('the %s catalogue', (locale) => {
  const messages = readCatalogue(`${locale}.json`);

  it('exists as messages/<locale>.json', () => {
    expect(catalogueFiles).toContain(`${locale}.json`);
  });

  it('has every message id of en', () => {
    expect(englishIds.filter((id) => !(id in messages))).toEqual([]);
  });

  it('has no message id that en lacks', () => {
    expect(Object.keys(messages).filter((id) => !(id in english))).toEqual([]);
  });

  it('keeps the arguments of the English message and parses as ICU MessageFormat', () => {
    const mismatched = Object.entries(messages)
      .filter(([id]) => id in english)
      .filter(([id, message]) => {
        const expected = [...argumentNames(parse(english[id] ?? ''))].sort();
        return JSON.stringify([...argumentNames(parse(message))].sort()) !== JSON.stringify(expected);
      })
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
  });

  it('keeps proper names and codes identical to English', () => {
    expect([...sameInAllLocales].filter((id) => id in messages && messages[id] !== english[id])).toEqual([]);
  });

  it('is precompiled: src/generated/catalogues matches messages/ (run `pnpm generate` after editing)', async () => {
    const compiled = await loadCatalogue(locale);
    const expected = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
    expect(compiled).toEqual(expected);
  });
});

describe.each(locales.filter((locale) => locale !== defaultLocale))('the %s translation', (locale) => {
  it('differs from English except for proper names, codes and listed same-as-English words', () => {
    const messages = readCatalogue(`${locale}.json`);
    const allowed = new Set([...sameInAllLocales, ...sameAsEnglish(locale)]);
    expect(Object.keys(messages).filter((id) => messages[id] === english[id] && !allowed.has(id))).toEqual([]);
  });

  it('lists in sameAsEnglish.json only messages that really equal English', () => {
    const messages = readCatalogue(`${locale}.json`);
    expect([...sameAsEnglish(locale)].filter((id) => id in messages && messages[id] !== english[id])).toEqual([]);
  });
});

describe('the generated catalogue modules', () => {
  const sourceDir = import.meta.dirname;
  const generatedDir = join(sourceDir, 'generated', 'catalogues');
  const header = '// Generated by scripts/compile-messages.mjs';
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    );

  it('sit in src/generated/catalogues, every one written by the generator', () => {
    const files = sourceFiles(generatedDir);
    expect(files).toHaveLength(locales.length * 6 + 2);
    expect(files.filter((file) => !readFileSync(file, 'utf8').startsWith(header))).toEqual([]);
  });

  it('are the only generated modules: the hand-written code around them has none', () => {
    const handWritten = sourceFiles(sourceDir).filter((file) => !file.startsWith(generatedDir));
    expect(handWritten.filter((file) => readFileSync(file, 'utf8').startsWith(header))).toEqual([]);
  });
});
