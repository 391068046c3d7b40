/**
 * Valid-but-huge and over-the-limit files, built from real pins: the hostile set of issue 16
 * (a split of 10,000 parts, hardware of 10,000 lanes, 5,000 copies, 400k-character strings)
 * and the largest pin the format's limits allow, for the limit tests and the freeze check.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LIMITS } from '../../src/domain/profile/schema/limits';
import { fileURLToPath } from 'node:url';

/** The repository (not via load-bundled: this file also runs in plain Node, for bench:freeze). */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const GPT_OSS = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
export const HICACHE = 'deepseek-r1-sglang-hicache-tp8-hf3fs';
const read = (path: string): Json => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8'));
export const pinJson = (id: string): Json => read(`profiles/${id}.json`);
export const hardwareJson = (id: string): Json => read(`profiles/hardware/${id}.json`);

/** The gpt-oss pin with its routed experts split into `n` parts (all in host RAM but the last). */
export function splitInto(n: number): Json {
  const p = pinJson(GPT_OSS);
  const c = p.components.find((x: Json) => Array.isArray(x.asPinned?.split));
  const [first, last] = c.asPinned.split;
  c.asPinned.split = [
    ...Array.from({ length: n - 1 }, (_, i) => ({
      ...first,
      id: `experts-part-${i}`,
      label: `Experts, part ${i}`,
    })),
    last,
  ];
  return p;
}

/** The HiCache pin with `n` copies of its KV cache (each in host RAM or HF3FS). */
export function copiesOf(n: number): Json {
  const p = pinJson(HICACHE);
  const c = p.components.find((x: Json) => x.asPinned?.copies);
  const copy = c.asPinned.copies[0];
  c.asPinned.copies = Array.from({ length: n }, (_, i) => ({
    ...copy,
    id: `kv-copy-${i}`,
    label: `KV copy ${i}`,
  }));
  return p;
}

/** A hardware file with `n` lanes (copies of its last lane). */
export function lanesOf(id: string, n: number): Json {
  const h = hardwareJson(id);
  const lane = h.lanes.at(-1);
  h.lanes = [
    ...h.lanes,
    ...Array.from({ length: n - h.lanes.length }, (_, i) => ({
      ...lane,
      id: `extra-${i}`,
      label: `Extra ${i}`,
    })),
  ];
  return h;
}

/** The pin with one quote `length` characters long (its caveat). */
export function longString(id: string, length: number): Json {
  const p = pinJson(id);
  p.caveats = [{ siteNote: 'x'.repeat(length) }, ...p.caveats];
  return p;
}

/** Board rows of a profile as written: one per whole component, each part, each home and copy. */
export const rowCount = (p: Json): number =>
  p.components.reduce(
    (n: number, x: Json) =>
      n +
      (Array.isArray(x.asPinned?.split)
        ? x.asPinned.split.length
        : Array.isArray(x.asPinned?.copies)
          ? 1 + x.asPinned.copies.length
          : 1),
    0,
  );

/**
 * The largest pin the limits allow, from the gpt-oss pin: exactly the row limit (its split as
 * large as the rows leave room for, up to the part limit; then more components), and 20
 * caveats at the string length limit.
 */
export function largestValidPin(): Json {
  const others = rowCount(pinJson(GPT_OSS)) - 2;
  const p = splitInto(Math.min(LIMITS.splitParts, LIMITS.rows - others));
  const plain = p.components.find((x: Json) => typeof x.asPinned === 'string' && x.presence === 'present');
  for (let i = 0; rowCount(p) < LIMITS.rows && p.components.length < LIMITS.components; i++)
    p.components.push({ ...plain, id: `extra-component-${i}`, label: `Extra component ${i}` });
  p.caveats = [
    ...p.caveats,
    ...Array.from({ length: 20 }, () => ({ siteNote: 'y'.repeat(LIMITS.textLength) })),
  ];
  return p;
}
