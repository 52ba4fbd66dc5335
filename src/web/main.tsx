/** Entry of the web app: global styles (self-hosted) and the router. */
import 'semantic-ui-css/semantic.min.css';
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
