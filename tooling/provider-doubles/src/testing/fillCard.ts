/** Types a card into the double's shadow-root fields inside `root`, firing `input` events as a shopper would. */
export function fillCard(root: ParentNode, card: { number: string; expiry?: string; cvc?: string }): void {
  const host = root.querySelector<HTMLElement>('.checkout-provider-double');
  const shadow = host?.shadowRoot;
  if (!shadow) throw new Error('No card fields are mounted.');
  const values: Record<string, string> = {
    cardnumber: card.number,
    'exp-date': card.expiry ?? '12/34',
    cvc: card.cvc ?? '123',
  };
  for (const [name, value] of Object.entries(values)) {
    const input = shadow.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`No ${name} field.`);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
