import { createFileRoute, notFound } from '@tanstack/react-router';

// A merchant without a cart is not a page.
export const Route = createFileRoute('/$lang/$apiKey/')({
  staticData: { pageKind: 'plain' },
  beforeLoad: () => {
    throw notFound();
  },
});
