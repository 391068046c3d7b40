/**
 * The catalogue: what the pin list and the pickers need of every pin, without the pins
 * themselves. The build writes it as `pins/index.json` beside one `pins/<id>.json` per pin
 * and `pins/hardware/<id>.json` per hardware file (bundled-plugin.ts); the app fetches the
 * index at start-up, a pin when it is opened, and a hardware file when a local profile
 * names it.
 * Load errors of the bundled files ship in the index, so the app still lists them.
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { License } from '../domain/profile/schema/licenses';
import type { Profile } from '../domain/profile/schema/profile';
import { statedCountText } from '../domain/profile/stated-values';
import type { LoadResult } from './validate';
import type { ProfileError } from './errors';

/** All licenses of a pin allow commercial use, one restricts it, or one leaves it unknown. */
export type CommercialUse = License['commercialUse'];

/** One pin as the pin list shows it and as search and the filters read it. */
export type CatalogueEntry = {
  id: string;
  title: string;
  subtitle: string;
  hardware: string;
  hardwareLabel: string;
  model: string;
  runtime: string;
  /** "2 · TP 2 · EP unknown" */
  topology: string;
  commercialUse: CommercialUse;
  /**
   * Each commercial use its licences have, once (a pin with an unknown and a restricted licence
   * is found under both); optional, so an index written before it was listed still reads.
   */
  commercialUses?: CommercialUse[];
  /**
   * The licences whose commercial use is not allowed, by name: what keeps the pin out of
   * "Allowed by every license"; optional, so an index written before it was listed still reads.
   */
  notAllowed?: { licence: string; use: Exclude<CommercialUse, 'allowed'> }[];
  /** Pins this one names as not to be blended with (the header's compare link). */
  doNotBlendWith: string[];
  /**
   * Pins this one names as one lever apart (the header's compare link, after do-not-blend);
   * optional, so an index written before it was listed still reads.
   */
  related?: string[];
};

export type CatalogueIndex = {
  pins: CatalogueEntry[];
  errors: ProfileError[];
  warnings: ProfileError[];
};

/** What one pin's file holds: the pin and its hardware, so one request opens it. */
export type PinFile = { profile: Profile; hardware: Hardware };

const COMMERCIAL_USES: readonly CommercialUse[] = ['allowed', 'unknown', 'restricted'];

/** restricted beats unknown beats allowed: the summary never reads better than a license. */
export function commercialUseOf(licenses: readonly License[]): CommercialUse {
  if (licenses.some((l) => l.commercialUse === 'restricted')) return 'restricted';
  if (licenses.some((l) => l.commercialUse === 'unknown')) return 'unknown';
  return 'allowed';
}

export function catalogueEntry(profile: Profile, hardware: Hardware | undefined): CatalogueEntry {
  return {
    id: profile.id,
    title: profile.title,
    subtitle: profile.subtitle,
    hardware: profile.hardware,
    hardwareLabel: hardware?.label ?? profile.hardware,
    model: profile.model.name,
    runtime: profile.pins.runtime,
    topology: `${profile.nodes} · TP ${statedCountText(profile, profile.tp)} · EP ${statedCountText(profile, profile.ep)}`,
    commercialUse: commercialUseOf(profile.licenses),
    commercialUses: COMMERCIAL_USES.filter((u) => profile.licenses.some((l) => l.commercialUse === u)),
    notAllowed: profile.licenses.flatMap((l) =>
      l.commercialUse === 'allowed' ? [] : [{ licence: l.name, use: l.commercialUse }],
    ),
    doNotBlendWith: profile.doNotBlendWith,
    related: profile.related.map((r) => r.id),
  };
}

/**
 * The entries of the given pins. A pin in a shape the entry cannot be read from (a bug
 * that got past validation) is still listed by its id and title: opening it then shows
 * the failure inside the pin view's own error boundary, not here.
 */
export const catalogueEntries = (
  profiles: readonly Profile[],
  hardware: readonly Hardware[],
): CatalogueEntry[] =>
  profiles.map((p) => {
    try {
      return catalogueEntry(
        p,
        hardware.find((h) => h.id === p.hardware),
      );
    } catch {
      const text = (x: unknown) => (typeof x === 'string' ? x : '');
      return {
        id: p.id,
        title: text(p.title) || p.id,
        subtitle: text(p.subtitle),
        hardware: text(p.hardware),
        hardwareLabel: text(p.hardware),
        model: '',
        runtime: '',
        topology: '',
        commercialUse: 'unknown',
        doNotBlendWith: [],
        related: [],
      };
    }
  });

export function catalogueOf(load: LoadResult): CatalogueIndex {
  return {
    pins: catalogueEntries(load.profiles, load.hardware),
    errors: load.errors,
    warnings: load.warnings ?? [],
  };
}

/** Where the build puts the catalogue, relative to the app's base URL. */
export const CATALOGUE_DIR = 'pins';
export const INDEX_FILE = 'index.json';
/** One hardware file, for a local profile that names bundled hardware. */
export const hardwareFileName = (id: string): string => `hardware/${encodeURIComponent(id)}.json`;
/** Pin ids are lower-case letters, digits, ".", "_" and "-" (domain/profile/schema/primitives.ts): safe as file names. */
export const pinFileName = (id: string): string => `${encodeURIComponent(id)}.json`;
