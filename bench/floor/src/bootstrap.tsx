import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

// The floor of the JS-size benchmark: React + react-dom + react-router-dom + the federation runtime, built with
// the shell's own rspack factory, rendering one route and nothing else.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<h1>Floor</h1>} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
