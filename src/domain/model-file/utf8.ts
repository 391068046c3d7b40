/**
 * Strict UTF-8 decoding (no replacement characters): overlong forms, surrogates, code points
 * past U+10FFFF and truncated sequences are refused, so a name in a header is either the
 * exact text or an error. Returns undefined for invalid input. The domain has no TextDecoder
 * (it is plain ES2023), and this is short.
 */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  let out = '';
  let chunk: number[] = [];
  const flush = () => {
    out += String.fromCharCode(...chunk);
    chunk = [];
  };
  for (let i = 0; i < bytes.length;) {
    const b0 = bytes[i]!;
    let cp: number;
    let n: number;
    if (b0 < 0x80) {
      cp = b0;
      n = 1;
    } else if (b0 >= 0xc2 && b0 <= 0xdf) {
      n = 2;
      cp = b0 & 0x1f;
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
      n = 3;
      cp = b0 & 0x0f;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      n = 4;
      cp = b0 & 0x07;
    } else return undefined;
    if (i + n > bytes.length) return undefined;
    for (let k = 1; k < n; k++) {
      const b = bytes[i + k]!;
      if ((b & 0xc0) !== 0x80) return undefined;
      cp = (cp << 6) | (b & 0x3f);
    }
    if (n === 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) return undefined;
    if (n === 4 && (cp < 0x10000 || cp > 0x10ffff)) return undefined;
    if (cp >= 0x10000) {
      const v = cp - 0x10000;
      chunk.push(0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff));
    } else chunk.push(cp);
    if (chunk.length >= 4096) flush();
    i += n;
  }
  flush();
  return out;
}
