// The floor of `npm run bench:web`: the smallest React 19 page Vite builds. Our screens are compared
// with it in the same run.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <main>
      <h1>Hello world</h1>
      <p>A Vite + React 19 page with nothing else.</p>
    </main>
  </StrictMode>,
);
