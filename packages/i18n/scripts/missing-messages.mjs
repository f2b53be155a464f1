#!/usr/bin/env node
// Lists, per locale, the message ids still missing from messages/<locale>.json and the values that
// are still equal to English without being allowed to (sameInAllLocales.json, sameAsEnglish.json).
// `pnpm --filter @checkout/i18n missing [locale...]`; exits 1 while anything is listed.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const messagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'messages');
const read = (name) => JSON.parse(readFileSync(join(messagesDir, name), 'utf8'));
const english = read('en.json');
const sameInAll = new Set(read('sameInAllLocales.json'));
const sameAsEnglish = read('sameAsEnglish.json');
const wanted = process.argv.slice(2);
const localeFiles = readdirSync(messagesDir).filter((name) => /^[a-z]{2}\.json$/.test(name) && name !== 'en.json');

let open = 0;
for (const file of localeFiles.sort()) {
  const locale = file.slice(0, 2);
  if (wanted.length > 0 && !wanted.includes(locale)) continue;
  const messages = read(file);
  const allowed = new Set([...sameInAll, ...(sameAsEnglish[locale] ?? [])]);
  const missing = Object.keys(english).filter((id) => typeof messages[id] !== 'string');
  const untranslated = Object.keys(english).filter((id) => messages[id] === english[id] && !allowed.has(id));
  open += missing.length + untranslated.length;
  console.log(`${locale}: ${missing.length} missing, ${untranslated.length} equal to English`);
  for (const id of missing) console.log(`  missing    ${id}  (en: ${JSON.stringify(english[id])})`);
  for (const id of untranslated) console.log(`  as English ${id}`);
}
process.exitCode = open > 0 ? 1 : 0;
