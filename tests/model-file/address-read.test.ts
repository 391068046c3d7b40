/**
 * Reading a header from an address (src/ui/model-file/address-read.ts), against a local
 * server: an address that is not https is refused before any request; a server that ignores
 * Range is stopped after its first chunk (before: the whole 70 MB was downloaded, then
 * refused); one that sends more than asked is stopped; a refused connection is said in words a
 * person can act on, never "Failed to fetch". The browser's own refusals (CSP, CORS) are in
 * tests/e2e/model-file.e2e.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addressProblem } from '../../src/ui/model-file/address-read';
import { httpSource } from '../../src/ui/model-file/byte-sources';

const FILE = 70 * 1024 * 1024;
let sent = 0;
let closed = false;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ignores-range.gguf') {
      // Answers 200 with the whole file, in 64 kB chunks, for as long as the client reads.
      res.writeHead(200, { 'Content-Length': String(FILE) });
      const chunk = new Uint8Array(64 * 1024);
      const pump = () => {
        while (sent < FILE) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => {
        closed = true;
        res.destroy();
      });
      pump();
    } else if (req.url === '/lies.gguf') {
      res.writeHead(206, { 'Content-Range': `bytes 0-65535/${FILE}` });
      res.write(new Uint8Array(64 * 1024));
      res.write(new Uint8Array(64 * 1024));
      res.end();
    } else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('said before the request', () => {
  test.each([
    [
      'http://huggingface.co/m/resolve/main/model.gguf',
      /^only https addresses are read: write https:\/\/huggingface\.co\/m\/resolve\/main\/model\.gguf/,
    ],
    ['ftp://example.org/model.gguf', /^only https addresses are read, not ftp: addresses$/],
    ['model.gguf', /^not an address/],
  ])('%s', async (address, words) => {
    expect(addressProblem(address)).toMatch(words);
    await expect(httpSource(address)).rejects.toThrow(words);
  });

  test('an https address, or this machine over http, may be read', () => {
    expect(addressProblem('https://huggingface.co/m/resolve/main/model.gguf')).toBeUndefined();
    expect(addressProblem('http://127.0.0.1:4173/model.gguf')).toBeUndefined();
  });
});

test('a server that ignores Range is stopped after its first chunk, not read whole', async () => {
  await expect(httpSource(`${base}/ignores-range.gguf`)).rejects.toThrow(
    /^the server ignores range requests \(it began sending the whole file\), so it was stopped after its first bytes/,
  );
  // The server stops writing once the client is gone; a few MB at most were sent (socket buffers), not 70.
  await expect.poll(() => closed, { timeout: 60_000 }).toBe(true);
  expect(sent).toBeLessThan(16 * 1024 * 1024);
});

test('a server that sends more than asked is stopped', async () => {
  await expect(httpSource(`${base}/lies.gguf`)).rejects.toThrow(
    /^the server sent more than the 65,536 bytes asked for, so it was stopped/,
  );
});

test('a server that cannot be reached: what may be wrong and what to do, never "Failed to fetch"', async () => {
  const closed = createServer();
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((done) => closed.close(() => done()));
  await expect(httpSource(`http://127.0.0.1:${port}/model.gguf`)).rejects.toThrow(
    /^the browser could not read http:\/\/127\.0\.0\.1:\d+\. Either its server does not let other sites read the file \(CORS/,
  );
});
