/**
 * What the header readers read from: "these bytes at this offset". The same reader runs over
 * a local File (Blob.slice), an HTTP range request or a Node file handle; each adapter lives
 * outside the domain. A source returns at most what was asked and may return less only at
 * the end of the file.
 */
export type ByteSource = {
  /** The file's name as the person sees it ("gpt-oss-120b-mxfp4-00001-of-00003.gguf"). */
  readonly name: string;
  /** The file's size in bytes, when known (an HTTP server may not say). */
  readonly size: number | undefined;
  read(offset: number, length: number): Promise<Uint8Array>;
};

/** A source over bytes already in memory (tests, pasted data). */
export const memorySource = (name: string, bytes: Uint8Array): ByteSource => ({
  name,
  size: bytes.length,
  read: (offset, length) => Promise.resolve(bytes.subarray(offset, Math.min(bytes.length, offset + length))),
});
