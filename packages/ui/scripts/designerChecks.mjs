// Browser checks of what designers use in Storybook: right to left whatever the language (the select's
// chevron clear of its text, the progress bar growing from the inline start), the Tokens page following the
// theme toolbar, and the Panels story's money formatted by @checkout/i18n in the toolbar's locale.
import { formatMoney } from '@checkout/i18n';

/** Where each `.ck-select`'s chevron (two background layers) and its shown text sit, in viewport pixels. */
function selectGeometry() {
  const selects = [...document.querySelectorAll('select.ck-select')];
  // A disabled select is drawn without the chevron.
  return selects
    .filter((select) => getComputedStyle(select).backgroundImage !== 'none')
    .map((select) => {
      const style = getComputedStyle(select);
      const rect = select.getBoundingClientRect();
      const borderLeft = Number.parseFloat(style.borderLeftWidth);
      const borderRight = Number.parseFloat(style.borderRightWidth);
      const imageWidth = Number.parseFloat(style.backgroundSize);
      const paddingBox = { left: rect.left + borderLeft, width: rect.width - borderLeft - borderRight };
      // A background offset resolves like `left` of an image-wide box in a container (padding box − image) wide.
      const probe = document.createElement('div');
      probe.style.cssText = `position:fixed;left:0;top:0;height:0;width:${paddingBox.width - imageWidth}px`;
      document.body.append(probe);
      const offsets = style.backgroundPositionX.split(',').map((x) => {
        const layer = probe.appendChild(document.createElement('div'));
        layer.style.cssText = `position:absolute;left:${x.trim()}`;
        return layer.getBoundingClientRect().left;
      });
      probe.remove();
      const chevron = {
        left: paddingBox.left + Math.min(...offsets),
        right: paddingBox.left + Math.max(...offsets) + imageWidth,
      };
      const context = document.createElement('canvas').getContext('2d');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const width = context.measureText(select.selectedOptions[0]?.text ?? '').width;
      // The shown option's text starts at the content box's inline start.
      const contentLeft = rect.left + borderLeft + Number.parseFloat(style.paddingLeft);
      const contentRight = rect.right - borderRight - Number.parseFloat(style.paddingRight);
      const text =
        style.direction === 'rtl'
          ? { left: contentRight - width, right: contentRight }
          : { left: contentLeft, right: contentLeft + width };
      return { direction: style.direction, chevron, text };
    });
}

/** The progress bar's and its track's boxes and the bar's direction. */
function progressGeometry() {
  const bar = document.querySelector('.ck-progress__bar');
  const track = document.querySelector('.ck-progress');
  if (!bar || !track) return null;
  const { left, right } = bar.getBoundingClientRect();
  const box = track.getBoundingClientRect();
  return {
    direction: getComputedStyle(bar).direction,
    bar: { left, right },
    track: { left: box.left, right: box.right },
  };
}

const same = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * The checks, as [title, check] pairs; each check resolves to whether it passed and logs what it saw if not.
 * `open(id, globals)` shows a story in `page`.
 */
export function designerChecks(page, open) {
  return [
    [
      'the select’s chevron stays clear of its text at the inline end, left to right and right to left in English',
      async () => {
        const seen = [];
        for (const direction of ['ltr', 'rtl']) {
          await open('forms-select--all-states', { direction });
          seen.push(...(await page.evaluate(selectGeometry)));
        }
        const passed =
          seen.filter((s) => s.direction === 'rtl').length === 3 &&
          seen.filter((s) => s.direction === 'ltr').length === 3 &&
          seen.every(({ direction, chevron, text }) =>
            direction === 'rtl' ? chevron.right <= text.left : chevron.left >= text.right,
          );
        if (!passed) console.error(`  select geometry: ${JSON.stringify(seen)}`);
        return passed;
      },
    ],
    [
      'the progress bar grows from the inline start, left to right and right to left in English',
      async () => {
        // Without motion the bar rests at 90 %, so which edge it keeps shows without timing.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const seen = [];
        for (const direction of ['ltr', 'rtl']) {
          await open('feedback-progressbar--loading', { direction });
          await page.waitForSelector('.ck-progress__bar');
          seen.push(await page.evaluate(progressGeometry));
        }
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        const passed = seen.every(({ direction, bar, track }) => {
          const [kept, moved] = direction === 'rtl' ? ['right', 'left'] : ['left', 'right'];
          return Math.abs(bar[kept] - track[kept]) < 1 && Math.abs(bar[moved] - track[moved]) > 10;
        });
        if (!passed || seen.length !== 2) console.error(`  progress bar geometry: ${JSON.stringify(seen)}`);
        return passed && seen.map((s) => s.direction).join() === 'ltr,rtl';
      },
    ],
    [
      'the Tokens page shows the theme toolbar’s colours and the stylesheet’s spacing',
      async () => {
        const seen = [];
        for (const theme of ['default', 'dark-primary']) {
          await open('foundations-tokens--default', { theme });
          seen.push(
            await page.evaluate(() => {
              const root = getComputedStyle(document.querySelector('#storybook-root .ck-root'));
              const row = document.querySelector('[data-token="--ck-color-primary"]');
              const bars = [...document.querySelectorAll('[data-token^="--ck-space-"]')].map((space) => [
                space.querySelector('[data-bar]').getBoundingClientRect().width,
                Number.parseFloat(root.getPropertyValue(space.dataset.token)) * 16,
              ]);
              return {
                shown: row?.querySelector('[data-value]')?.textContent,
                applied: root.getPropertyValue('--ck-color-primary').trim(),
                bars,
              };
            }),
          );
        }
        const passed =
          seen[0].shown !== seen[1].shown &&
          seen.every(
            ({ shown, applied, bars }) =>
              shown === applied && bars.length >= 4 && bars.every(([w, rem]) => Math.abs(w - rem) < 0.5),
          );
        if (!passed) console.error(`  tokens: ${JSON.stringify(seen)}`);
        return passed;
      },
    ],
    [
      'the Panels story formats its amounts with @checkout/i18n’s formatMoney in the toolbar’s locale',
      async () => {
        const seen = [];
        for (const [id, currency] of [
          ['layout-panels--default', 'EUR'],
          ['layout-panels--other-currency', 'PLN'],
        ]) {
          for (const locale of ['en', 'de']) {
            await open(id, { locale });
            const total = await page.locator('.ck-summary__row[data-kind="total"] .ck-summary__amount').textContent();
            seen.push({
              currency,
              locale,
              total: same(total ?? ''),
              expected: same(formatMoney(10290, currency, locale)),
            });
          }
        }
        const passed = seen.every(({ total, expected }) => total === expected) && seen[2].total !== seen[3].total;
        if (!passed) console.error(`  panels totals: ${JSON.stringify(seen)}`);
        return passed;
      },
    ],
  ];
}
