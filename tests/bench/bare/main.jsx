// The baseline: a bare React 19 "hello world" built by the same Vite as the app.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1>Hello world</h1>);
