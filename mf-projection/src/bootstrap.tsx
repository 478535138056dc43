import '@canticle/shared-ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneViews } from './dev/standalone-views';
import App, { VIEW_NAMES } from './export-app';

// Only for serving this remote alone (npm run serve); the shell never loads this file.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneViews remote="mf_projection" views={VIEW_NAMES} App={App} />
    </BrowserRouter>
  </StrictMode>,
);
