// First: it configures zod before any schema of the app is built.
import './zod-without-eval.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Before the app, whose components import their own styles: those must come later to refine these.
import './styles/global.css';
import { App } from './app/App.js';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
