import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createRouter } from './app';
import { watchSession } from './lib/auth-client';
import { applyStoredBedtime } from './lib/bedtime';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root.');

applyStoredBedtime();
watchSession();
const router = createRouter();
const root = createRoot(container);
// A transition lets React render the first page in small slices, so a slow phone stays responsive while
// the page starts (the Lighthouse budget for total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
