// The global styles first: the layout's and the pages' styles come after them and build on them.
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadSessionCode, startSession } from './session/start-session.ts';
import { applyTheme, readTheme } from './app/theme.ts';
import { preloadSignedInPage } from './app/preload.ts';

// index.html already applied the stored theme before the first paint; this keeps the two in step.
applyTheme(readTheme());
startSession();
// A signed-in page (a returning golfer's /dashboard) needs RxDB and its page chunks: fetch them now.
if (preloadSignedInPage(window.location.pathname)) preloadSessionCode();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
