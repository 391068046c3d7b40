/** A ByteSource over a local file: reads only the ranges asked for (Node's positioned reads). */
import { openSync, readSync, closeSync, fstatSync } from 'node:fs';
import { basename } from 'node:path';
import type { ByteSource } from '../../domain/model-file/byte-source';
import { mustBeFile } from './io';

export type FileSource = ByteSource & { close(): void; bytesRead(): number };

export function fileSource(path: string): FileSource {
  mustBeFile(path);
  const fd = openSync(path, 'r');
  const size = fstatSync(fd).size;
  let total = 0;
  return {
    name: basename(path),
    size,
    read(offset, length) {
      const n = Math.max(0, Math.min(length, size - offset));
      const buf = new Uint8Array(n);
      let got = 0;
      while (got < n) {
        const r = readSync(fd, buf, got, n - got, offset + got);
        if (r === 0) break;
        got += r;
      }
      total += got;
      return Promise.resolve(buf.subarray(0, got));
    },
    close: () => closeSync(fd),
    bytesRead: () => total,
  };
}
