/**
 * Byte sources for the header reader in the browser. A local File is read through
 * Blob.slice, so only the header's bytes are read, whatever the file's size; nothing is
 * uploaded. An https address is read with HTTP range requests, only when the person asks:
 * each read asks for its bytes alone ("Range: bytes=a-b") and must get 206 Partial Content.
 */
import type { ByteSource } from '../../domain/model-file/byte-source';
import { AddressError, addressProblem, fetchOrSay, readAtMost } from './address-read';

export type CountingSource = ByteSource & { bytesRead(): number };

export function blobSource(file: File, signal?: AbortSignal): CountingSource {
  let total = 0;
  return {
    name: file.name,
    size: file.size,
    async read(offset, length) {
      signal?.throwIfAborted();
      const buf = new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
      total += buf.length;
      return buf;
    },
    bytesRead: () => total,
  };
}

/** Reads the first bytes to learn the file's size (Content-Range), then reads by range. */
export async function httpSource(url: string, signal?: AbortSignal): Promise<CountingSource> {
  const problem = addressProblem(url);
  if (problem) throw new AddressError(problem);
  const parsed = new URL(url);
  let total = 0;
  const get = async (offset: number, length: number) => {
    const res = await fetchOrSay(url, {
      headers: { Range: `bytes=${offset}-${offset + length - 1}` },
      signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    const buf = await readAtMost(res, length);
    total += buf.length;
    return { buf, range: res.headers.get('Content-Range') };
  };
  const first = await get(0, 64 * 1024);
  const size = /\/(\d+)$/.exec(first.range ?? '')?.[1];
  const name = decodeURIComponent(parsed.pathname.split('/').pop() || parsed.hostname);
  return {
    name,
    size: size === undefined ? undefined : Number(size),
    async read(offset, length) {
      if (length <= 0) return new Uint8Array(0);
      if (offset + length <= first.buf.length) return first.buf.subarray(offset, offset + length);
      return (await get(offset, length)).buf;
    },
    bytesRead: () => total,
  };
}
