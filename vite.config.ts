import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundledProfiles } from './src/profiles/bundled-plugin.ts';

export default defineConfig({
  plugins: [react(), bundledProfiles()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
