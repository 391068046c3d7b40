import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { bundledProfiles } from './src/profiles/bundled-plugin.ts';
import { pinPages } from './src/profiles/pin-pages-plugin.ts';
import { pinViewChunks } from './src/profiles/pin-view-chunks.ts';

/**
 * The production build's Content-Security-Policy, as a meta tag in index.html (the app is
 * static: no server sets headers). No inline script and no eval: scripts come only from
 * this origin. style-src 'self' blocks <style> elements and style="" attributes in markup,
 * but not styles set through the CSSOM (element.style.x = ...), which is how React's
 * `style` prop and dnd-kit's transforms are applied. frame-ancestors cannot be set from a
 * meta tag; a host that serves this build should send it as a header.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  // https: only for a model file's header that the person asks to read from an address they
  // type (range requests; nothing is sent but the request itself).
  "connect-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Build only: the dev server needs inline scripts for React Refresh. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'placement-explorer:csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // Right after <meta charset>, before any script or stylesheet the policy must govern.
      handler: (html) => {
        const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html))
          throw new Error('index.html has no <meta charset>: cannot place the CSP meta tag');
        return html.replace(charset, (m) => `${m}\n    ${meta}`);
      },
    },
  };
}

export default defineConfig({
  // pinPages renders each pin's page after the build, with the app's components (built for Node with these plugins).
  plugins: [
    react(),
    bundledProfiles(),
    contentSecurityPolicy(),
    pinViewChunks(),
    pinPages({ plugins: [react()] }),
  ],
  // One stylesheet for the whole app: split per chunk, a pin's page linked eight render-blocking
  // stylesheets, which queued for the browser's few connections and held back its first paint.
  build: { cssCodeSplit: false },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
