/**
 * A profile whose every free-text field carries markup and script, built from the Mia pin:
 * each string leaf gets a payload appended, and the change is kept only where the profile
 * still validates (ids, enums and cross-references stay as they were). What the app must
 * do with it: show the characters, create no element from them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { validateProfile } from '../../src/profiles/validate';
import { MIA, ROOT, loadBundled } from '../helpers/pins';

export const IMG = '<img src=x onerror=alert(1)>';
export const SCRIPT = '<script>alert(2)</script>';
export const PAYLOAD = ` ${IMG} ${SCRIPT}`;
export const HOSTILE_ID = 'hostile-markup-pin';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a string leaf, except the file's own id and $schema. */
function stringPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      at.length === 0 && (k === 'id' || k === '$schema') ? [] : stringPaths(v, [...at, k]),
    );
  return [];
}

function update(value: Json, path: (string | number)[], fn: (s: string) => string): Json {
  if (path.length === 0) return typeof value === 'string' ? fn(value) : value;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? update(v, rest, fn) : v));
  if (value && typeof value === 'object')
    return { ...value, [head!]: update(value[head as string]!, rest, fn) };
  return value;
}

export type Hostile = { profile: Profile; hardware: Hardware[]; poisoned: string[]; kept: string[] };

let cached: Hostile | undefined;

export function hostileProfile(): Hostile {
  if (cached) return cached;
  const { hardware } = loadBundled();
  const text = readFileSync(resolve(ROOT, 'profiles', `${MIA}.json`), 'utf8');
  let json = { ...(JSON.parse(text) as { [k: string]: Json }), id: HOSTILE_ID } as Json;
  const poisoned: string[] = [];
  const kept: string[] = [];
  for (const path of stringPaths(json)) {
    const next = update(json, path, (s) => s + PAYLOAD);
    const name = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
    if (validateProfile('hostile.json', JSON.stringify(next), hardware).profile) {
      json = next;
      poisoned.push(name);
    } else kept.push(name);
  }
  const { profile, errors } = validateProfile('hostile.json', JSON.stringify(json), hardware);
  if (!profile) throw new Error(`the hostile profile does not validate: ${JSON.stringify(errors)}`);
  cached = { profile, hardware, poisoned, kept };
  return cached;
}
