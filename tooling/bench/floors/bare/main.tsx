// The bare floor: React 19 and nothing else, rendering one heading.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <h1>Checkout</h1>
    </StrictMode>,
  );
}
