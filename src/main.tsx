import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import bundled from 'virtual:bundled-profiles';

function App() {
  return <h1>Placement Explorer ({bundled.profiles.length} pins)</h1>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
