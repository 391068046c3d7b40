// (a) Initial JavaScript: the script tags and modulepreloads of index.html (or of another page
// of the build, such as a pin's page), gzipped at level 9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJs(dist, page = 'index.html') {
  const html = readFileSync(join(dist, page), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g),
  ].map((m) => m[1]);
  const files = [...new Set(refs)];
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = readFileSync(join(dist, f.replace(/^\//, '')));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files, raw, gzip };
}
