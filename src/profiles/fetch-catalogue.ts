/**
 * The catalogue over HTTP: `pins/index.json` and `pins/<id>.json`, static files that the
 * build writes (bundled-plugin.ts) and any static host or CDN serves. The files were
 * validated at build time, so no validator loads here; what comes back is still checked
 * for its outline, and anything else (a missing file, a server error page, broken JSON)
 * is an error with the file's name in it, never a crash.
 */
import { isObject } from '../domain/keyed';
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import {
  CATALOGUE_DIR,
  INDEX_FILE,
  hardwareFileName,
  pinFileName,
  type CatalogueEntry,
  type CatalogueIndex,
  type PinFile,
} from './catalogue';

/** Where pins come from: the fetched catalogue in the app, anything else in tests. */
export type CatalogueSource = {
  index: () => Promise<CatalogueIndex>;
  pin: (id: string) => Promise<PinFile>;
  hardware: (id: string) => Promise<Hardware>;
};

/** A file the server answered for with an error status: `status` says which, for callers that tell "missing" apart. */
export class FetchFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function getJson(url: string, name: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (e) {
    throw new Error(`${name} could not be fetched (${(e as Error).message || 'network error'}).`, {
      cause: e,
    });
  }
  if (!response.ok)
    throw new FetchFailed(`${name} could not be fetched (HTTP ${response.status}).`, response.status);
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${name} is not valid JSON.`);
  }
}

const isEntry = (x: unknown): x is CatalogueEntry =>
  isObject(x) &&
  [
    'id',
    'title',
    'subtitle',
    'hardware',
    'hardwareLabel',
    'model',
    'runtime',
    'topology',
    'commercialUse',
  ].every((k) => typeof x[k] === 'string') &&
  Array.isArray(x.doNotBlendWith);

export function checkIndex(x: unknown, name = INDEX_FILE): CatalogueIndex {
  if (!isObject(x) || !Array.isArray(x.pins) || !x.pins.every(isEntry) || !Array.isArray(x.errors))
    throw new Error(`${name} is not a pin catalogue.`);
  return { pins: x.pins, errors: x.errors, warnings: Array.isArray(x.warnings) ? x.warnings : [] };
}

export function checkPinFile(x: unknown, id: string, name: string): PinFile {
  const profile = isObject(x) ? x.profile : undefined;
  const hardware = isObject(x) ? x.hardware : undefined;
  if (
    !isObject(profile) ||
    !isObject(hardware) ||
    profile.id !== id ||
    !Array.isArray(profile.components) ||
    hardware.id !== profile.hardware ||
    !Array.isArray(hardware.lanes)
  )
    throw new Error(`${name} is not the pin "${id}".`);
  return { profile: profile as Profile, hardware: hardware as Hardware };
}

/** The catalogue under `base` (the app's own address by default). */
export function fetchCatalogue(base: string): CatalogueSource {
  const url = (file: string) => new URL(`${CATALOGUE_DIR}/${file}`, base).href;
  return {
    index: async () => checkIndex(await getJson(url(INDEX_FILE), `${CATALOGUE_DIR}/${INDEX_FILE}`)),
    pin: async (id) => {
      const name = `${CATALOGUE_DIR}/${pinFileName(id)}`;
      return checkPinFile(await getJson(url(pinFileName(id)), name), id, name);
    },
    hardware: async (id) => {
      const name = `${CATALOGUE_DIR}/${hardwareFileName(id)}`;
      const hw = await getJson(url(hardwareFileName(id)), name);
      if (!isObject(hw) || hw.id !== id || !Array.isArray(hw.lanes))
        throw new Error(`${name} is not the hardware "${id}".`);
      return hw as Hardware;
    },
  };
}
