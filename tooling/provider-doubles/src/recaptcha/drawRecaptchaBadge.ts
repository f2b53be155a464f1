import { recaptchaTexts } from './recaptchaTexts';

/** Draws the badge invisible reCAPTCHA shows instead of a checkbox ("protected by reCAPTCHA", in the `hl` language). */
export function drawRecaptchaBadge(doc: Document, badge: string, hl?: string | null): HTMLElement {
  const element = doc.createElement('div');
  element.dataset.badge = badge;
  element.textContent = recaptchaTexts(hl).badge;
  element.style.cssText =
    badge === 'inline'
      ? 'display:inline-block;padding:4px 8px;border:1px solid #999;font:12px sans-serif'
      : `position:fixed;bottom:14px;${badge === 'bottomleft' ? 'left' : 'right'}:0;padding:4px 8px;border:1px solid #999;background:#f9f9f9;font:12px sans-serif`;
  return element;
}
