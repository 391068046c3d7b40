/**
 * Reading a model file's header from an address, in Chromium under the production CSP, against
 * a small https server the test starts on this machine (a self-signed certificate made here;
 * nothing reaches the internet): a plain http address is refused before any request; a server
 * that does not allow other sites (no CORS headers) is explained in those words; so is one that
 * redirects to plain http (refused by the CSP); a server that ignores Range is cut off after its
 * first chunk, not read whole. https, because the CSP allows
 * no plain http request to another origin; the same refusals over http are in
 * tests/model-file/address-read.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { collectErrors, open } from './app';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const FILE = 70 * 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'pe-https-'));
let server: Server;
let origin = '';
const asked: string[] = [];
const sent = { bytes: 0, closed: false };

test.beforeAll(async () => {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
    ...['-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
  ]);
  server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    asked.push(`${req.method} ${req.url}`);
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Range' };
    if (req.url === '/no-cors/model.gguf') {
      // A file server that allows no other site: the bytes come back without CORS headers.
      res.writeHead(req.method === 'OPTIONS' ? 204 : 206, { 'Content-Range': `bytes 0-65535/${FILE}` });
      res.end(req.method === 'OPTIONS' ? undefined : new Uint8Array(64 * 1024));
    } else if (req.url === '/redirects/model.gguf') {
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      // A server that sends the reader on to plain http, which the page's CSP refuses.
      res.writeHead(302, {
        ...cors,
        Location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/model.gguf`,
      });
      res.end();
    } else if (req.url === '/ignores-range/model.gguf') {
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      // The whole file, in 64 kB chunks, for as long as the client reads.
      res.writeHead(200, { ...cors, 'Content-Length': String(FILE) });
      const chunk = new Uint8Array(64 * 1024);
      const pump = () => {
        while (sent.bytes < FILE) {
          sent.bytes += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => (sent.closed = true));
      pump();
    } else res.writeHead(404, cors).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

test('an address: http refused before any request, a server without CORS or redirecting to http explained, one that ignores Range cut off', async ({
  browser,
}) => {
  // Its own context: the self-signed certificate is accepted here only.
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await open(page, `#/pin/${PIN}`);
    const own = page.getByRole('region', { name: 'Your own files' });
    await own.getByRole('button', { name: 'Read model file' }).click();
    const address = own.getByLabel('Or an https address of the file');
    const read = own.getByRole('button', { name: 'Read header from address' });

    await address.fill('http://models.example/gpt-oss-120b.gguf');
    await expect(
      own.getByRole('status').filter({
        hasText:
          /Not read: only https addresses are read: write https:\/\/models\.example\/gpt-oss-120b\.gguf/,
      }),
    ).toBeVisible();
    await expect(read).toBeDisabled();
    await address.press('Enter');
    expect(requested.filter((u) => u.includes('models.example'))).toEqual([]);

    await address.fill(`${origin}/no-cors/model.gguf`);
    await read.click();
    await expect(own.getByRole('alert')).toHaveText(
      new RegExp(
        `^Not read: the browser could not read ${origin.replace(/\./g, '\\.')}\\. Either its server does not let other sites read the file \\(CORS`,
      ),
    );
    // The server was asked: it was its answer, not this page's policy, that the browser refused.
    expect(asked.some((a) => a.endsWith('/no-cors/model.gguf'))).toBe(true);

    await address.fill(`${origin}/redirects/model.gguf`);
    await read.click();
    await expect(own.getByRole('alert')).toHaveText(
      new RegExp(
        `^Not read: ${origin.replace(/\./g, '\\.')} redirected the request to an address this page's Content-Security-Policy does not allow \\(it allows https addresses only: most likely a plain http address\\)`,
      ),
    );
    expect(asked.some((a) => a === 'GET /redirects/model.gguf')).toBe(true);

    await address.fill(`${origin}/ignores-range/model.gguf`);
    await read.click();
    await expect(own.getByRole('alert')).toHaveText(/^Not read: the server ignores range requests/);
    // The server stops once the page has gone: a few MB at most (socket buffers), not 70.
    await expect.poll(() => sent.closed, { timeout: 60_000 }).toBe(true);
    expect(sent.bytes).toBeLessThan(16 * 1024 * 1024);
    // Chromium logs each refused request; the redirect's as a CSP violation.
    expect(
      errors.filter(
        (e) => !/Failed to load resource|CORS|ERR_|violates the following Content Security Policy/.test(e),
      ),
    ).toEqual([]);
  } finally {
    await context.close();
  }
});
