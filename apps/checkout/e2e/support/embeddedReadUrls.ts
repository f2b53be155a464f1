/** The URLs of the platform answers the server embedded in a page's HTML (`#checkout-reads`), none without the block. */
export function embeddedReadUrls(html: string): string[] {
  const json = /<script[^>]* id="checkout-reads" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return json ? Object.keys(JSON.parse(json) as Record<string, unknown>) : [];
}
