import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { startSessionRefresh } from './session/refreshTimer';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Refresh the tokens ahead of need (spec section 4), with each wait capped at one day (section 9).
startSessionRefresh();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
