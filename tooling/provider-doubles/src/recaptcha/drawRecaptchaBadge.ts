/** Draws the badge invisible reCAPTCHA shows instead of a checkbox (Google's says "protected by reCAPTCHA"). */
export function drawRecaptchaBadge(doc: Document, badge: string): HTMLElement {
  const element = doc.createElement('div');
  element.dataset.badge = badge;
  element.textContent = 'protected by reCAPTCHA';
  element.style.cssText =
    badge === 'inline'
      ? 'display:inline-block;padding:4px 8px;border:1px solid #999;font:12px sans-serif'
      : `position:fixed;bottom:14px;${badge === 'bottomleft' ? 'left' : 'right'}:0;padding:4px 8px;border:1px solid #999;background:#f9f9f9;font:12px sans-serif`;
  return element;
}
