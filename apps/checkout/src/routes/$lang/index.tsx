import { createFileRoute, notFound } from '@tanstack/react-router';

// A language prefix alone is not a page: the checkout always needs a merchant and a cart.
export const Route = createFileRoute('/$lang/')({
  beforeLoad: () => {
    throw notFound();
  },
});
