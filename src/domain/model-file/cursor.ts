/**
 * A forward-only reader over a ByteSource that fetches the header in growing chunks (64 KiB
 * first, doubling to 8 MiB), never past the header limit or the end of the file. Every read
 * names the field it is for, so a short file or a hostile length becomes a HeaderError with
 * the offset and the field. Callers check `has(n)` and await `fill` only when a chunk is
 * needed, so a header of a million small fields does not await a million times.
 */
import type { ByteSource } from './byte-source';
import { HeaderError } from './header-error';
import { decodeUtf8 } from './utf8';

const FIRST_CHUNK = 64 * 1024;
const MAX_CHUNK = 8 * 1024 * 1024;

export class Cursor {
  /** Absolute offset of the next byte to read. */
  pos = 0;
  private buf = new Uint8Array(0);
  private view = new DataView(this.buf.buffer);
  private bufStart = 0;
  private chunk = FIRST_CHUNK;
  /** Bytes fetched from the source so far. */
  fetched = 0;

  constructor(
    readonly source: ByteSource,
    /** No header field may end past this offset. */
    readonly headerLimit: number,
  ) {}

  fail(field: string, problem: string, offset = this.pos): never {
    throw new HeaderError({ file: this.source.name, offset, field, problem });
  }

  /** Bytes left in the file after `pos` (Infinity when the size is unknown). */
  remaining(): number {
    return this.source.size === undefined ? Infinity : this.source.size - this.pos;
  }

  has(n: number): boolean {
    return this.pos - this.bufStart + n <= this.buf.length;
  }

  /** Makes the next n bytes readable, or fails naming the field. */
  async fill(n: number, field: string, strict = true): Promise<void> {
    if (this.has(n)) return;
    const end = this.pos + n;
    const size = this.source.size;
    if (size !== undefined && end > size)
      this.fail(field, `needs ${n} bytes, but the file ends at byte ${size} (truncated or not this format)`);
    if (end > this.headerLimit)
      this.fail(field, `would take the header past ${this.headerLimit} bytes, more than this reader accepts`);
    const keep = this.buf.subarray(this.pos - this.bufStart);
    let want = Math.max(n - keep.length, this.chunk);
    this.chunk = Math.min(this.chunk * 2, MAX_CHUNK);
    const from = this.pos + keep.length;
    if (size !== undefined) want = Math.min(want, size - from);
    want = Math.min(want, this.headerLimit - from);
    const got = await this.source.read(from, want);
    this.fetched += got.length;
    const next = new Uint8Array(keep.length + got.length);
    next.set(keep);
    next.set(got, keep.length);
    this.buf = next;
    this.view = new DataView(next.buffer);
    this.bufStart = this.pos;
    if (strict && !this.has(n))
      this.fail(field, `needs ${n} bytes, but the file ends at byte ${this.bufStart + this.buf.length}`);
  }

  /** Skips n bytes without reading them (only the buffered part is dropped). */
  skip(n: number, field: string): void {
    if (n > this.remaining())
      this.fail(field, `needs ${n} bytes, but only ${this.remaining()} are left in the file`);
    if (this.pos + n > this.headerLimit)
      this.fail(field, `would take the header past ${this.headerLimit} bytes, more than this reader accepts`);
    this.pos += n;
    if (this.pos - this.bufStart > this.buf.length) {
      this.buf = new Uint8Array(0);
      this.view = new DataView(this.buf.buffer);
      this.bufStart = this.pos;
    }
  }

  private at(n: number): number {
    const i = this.pos - this.bufStart;
    this.pos += n;
    return i;
  }

  // The typed reads assume `has(size)`; `read*` below check it and fill.
  u8(): number {
    return this.view.getUint8(this.at(1));
  }
  i8(): number {
    return this.view.getInt8(this.at(1));
  }
  u16(): number {
    return this.view.getUint16(this.at(2), true);
  }
  i16(): number {
    return this.view.getInt16(this.at(2), true);
  }
  u32(): number {
    return this.view.getUint32(this.at(4), true);
  }
  i32(): number {
    return this.view.getInt32(this.at(4), true);
  }
  u64(): bigint {
    return this.view.getBigUint64(this.at(8), true);
  }
  i64(): bigint {
    return this.view.getBigInt64(this.at(8), true);
  }
  f32(): number {
    return this.view.getFloat32(this.at(4), true);
  }
  f64(): number {
    return this.view.getFloat64(this.at(8), true);
  }
  bytes(n: number): Uint8Array {
    const i = this.at(n);
    return this.buf.subarray(i, i + n);
  }

  /** Makes up to n bytes readable (fewer at the end of the file or the header limit). */
  async ensure(n: number, field: string): Promise<void> {
    const k = Math.min(n, this.remaining(), this.headerLimit - this.pos);
    // Not strict: the source may hold fewer bytes than asked; the reads that follow say which field is short.
    if (k > 0 && !this.has(k)) await this.fill(k, field, false);
  }

  /** Synchronous reads for data already ensured: a short file fails naming the field. */
  private need(n: number, field: string): void {
    if (!this.has(n))
      this.fail(field, `needs ${n} bytes, but the file ends at byte ${this.bufStart + this.buf.length}`);
  }
  u32s(field: string): number {
    this.need(4, field);
    return this.u32();
  }
  u64s(field: string): bigint {
    this.need(8, field);
    return this.u64();
  }
  /** A string whose bytes are already buffered (tensor names, after ensure). */
  stringSync(field: string, max: number): string {
    const start = this.pos;
    const len = this.u64s(`${field} (length)`);
    if (len > BigInt(max))
      this.fail(field, `length ${len} is more than the ${max} bytes this reader accepts`, start);
    const n = Number(len);
    if (n > this.remaining()) this.fail(field, `length ${n} runs past the end of the file`, start);
    this.need(n, field);
    const text = decodeUtf8(this.bytes(n));
    if (text === undefined) this.fail(field, 'is not valid UTF-8', start + 8);
    return text;
  }

  async readU32(field: string): Promise<number> {
    if (!this.has(4)) await this.fill(4, field);
    return this.u32();
  }

  async readU64(field: string): Promise<bigint> {
    if (!this.has(8)) await this.fill(8, field);
    return this.u64();
  }

  /**
   * A length-prefixed string (u64 length + UTF-8 bytes), at most `max` bytes. With
   * `keep` false the bytes are stepped over, not decoded (long token lists).
   */
  async readString(field: string, max: number, keep = true): Promise<string | undefined> {
    const start = this.pos;
    const len = await this.readU64(`${field} (length)`);
    if (len > BigInt(max))
      this.fail(field, `length ${len} is more than the ${max} bytes this reader accepts`, start);
    const n = Number(len);
    if (n > this.remaining()) this.fail(field, `length ${n} runs past the end of the file`, start);
    if (!keep) {
      if (this.has(n)) this.pos += n;
      else this.skip(n, field);
      return undefined;
    }
    if (!this.has(n)) await this.fill(n, field);
    const text = decodeUtf8(this.bytes(n));
    if (text === undefined) this.fail(field, 'is not valid UTF-8', start + 8);
    return text;
  }
}
