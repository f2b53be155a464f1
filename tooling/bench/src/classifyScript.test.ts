import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyScript } from './classifyScript';

// Built chunks as the app's build writes them (minified, template literals).
const coreChunk =
  'import{yt as e}from"./shell-1.js";var t={"validation.required":[{type:1,value:`field`},{type:0,value:` is required`}],' +
  '"checkout.title":[{type:0,value:`Checkout`}]},n={confirmation:()=>e(()=>import(`./en.confirmation-1.js`),[]),' +
  'update:()=>e(()=>import(`./en.update-1.js`),[])};export{n as areas,t as messages};';
const areaChunk =
  'var e={"confirmation.title":[{type:0,value:`Thank you for your order!`}],' +
  '"status.orderStatus.cancelled":[{type:0,value:`Cancelled`}]};export{e as messages};';
const appChunk =
  'const m={title:{id:"confirmation.title"},pending:{id:"return.pending"}};function P(i){return i.formatMessage(m.title)}' +
  'const o={"a.b":[1,2]};export{P};';
const countryNames = 'var e={AD:`Andorra`,AF:`Afghanistan`,AG:`Antigua and Barbuda`};export{e as default};';

const catalogues = join(import.meta.dirname, '..', '..', '..', 'packages', 'i18n', 'src', 'generated', 'catalogues');

describe('classifyScript', () => {
  it("counts a language's catalogue by its core part", () => {
    expect(classifyScript(coreChunk)).toEqual({ messages: 1, messageAreas: 0, countryNames: 0, code: 0 });
  });

  it('counts a page area as an area, not as a second catalogue', () => {
    expect(classifyScript(areaChunk)).toEqual({ messages: 0, messageAreas: 1, countryNames: 0, code: 0 });
  });

  it('counts one catalogue for a page that loads a core part and its areas', () => {
    const total = [coreChunk, areaChunk, areaChunk.replace('confirmation.title', 'update.title')]
      .map(classifyScript)
      .reduce((sum, content) => sum + content.messages, 0);
    expect(total).toBe(1);
  });

  it('counts two catalogues in one script holding two languages', () => {
    expect(classifyScript(`${coreChunk}${coreChunk.replace('is required', 'ist ein Pflichtfeld')}`).messages).toBe(2);
  });

  it('sees code in message descriptors and other dotted keys', () => {
    expect(classifyScript(appChunk)).toEqual({ messages: 0, messageAreas: 0, countryNames: 0, code: 1 });
  });

  it('counts country-name maps', () => {
    expect(classifyScript(countryNames)).toEqual({ messages: 0, messageAreas: 0, countryNames: 1, code: 0 });
  });

  it("classifies @checkout/i18n's generated parts: each core part one catalogue, each area part an area", () => {
    const parts = readdirSync(catalogues).filter((name) => /^[a-z]{2}(\.\w+)?\.ts$/.test(name));
    expect(parts.length).toBeGreaterThan(12);
    for (const name of parts) {
      const core = /^[a-z]{2}\.ts$/.test(name);
      expect(classifyScript(readFileSync(join(catalogues, name), 'utf8')), name).toEqual({
        messages: core ? 1 : 0,
        messageAreas: core ? 0 : 1,
        countryNames: 0,
        code: 0,
      });
    }
  });
});
