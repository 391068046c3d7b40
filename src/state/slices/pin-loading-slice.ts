/**
 * Pins and hardware fetched one by one from the source: each pin's explorations read from
 * storage are checked when it arrives; a pin that failed says why (and whether the server
 * has no such file).
 */
import { FetchFailed } from '../../profiles/fetch-catalogue';
import { isPinId } from '../../domain/profile/schema/pin-id';
import { pickExplorations, sanitizeExplorations } from '../sanitize';
import type { CatalogueSource, ExplorerActions, ExplorerState, PinFile } from '../types';
import { withNotice } from './catalogue-slice';
import { messageOf, type GetState, type SetState } from './slice';

/** The ids worth fetching: listed (once the catalogue is in), not loading, not loaded. */
const wantedPins = (s: ExplorerState, ids: readonly string[]): string[] => {
  const listed = (id: string) => s.catalogueStatus !== 'ready' || s.catalogue.some((e) => e.id === id);
  return [...new Set(ids)].filter(
    (id) => isPinId(id) && listed(id) && s.pinLoads[id] !== 'loading' && !s.profiles.some((p) => p.id === id),
  );
};

/** A pin arrived: it joins the open pins with its hardware, and its stored explorations are checked. */
function withPin(s: ExplorerState, { profile, hardware }: PinFile): Partial<ExplorerState> {
  const id = profile.id;
  const pinLoads = { ...s.pinLoads };
  delete pinLoads[id];
  if (s.profiles.some((p) => p.id === id)) return { pinLoads };
  // Hardware already open keeps its place: it may sit under other pins already.
  const known = s.hardware.some((h) => h.id === hardware.id);
  const allHardware = known ? s.hardware : [...s.hardware, hardware];
  const mine = pickExplorations(s.pendingExplorations, (x) => x === id);
  const { value, dropped } = sanitizeExplorations(mine, [profile], allHardware);
  return {
    profiles: [...s.profiles, profile],
    hardware: allHardware,
    loadedProfiles: [...s.loadedProfiles, profile],
    loadedHardware: s.loadedHardware.some((h) => h.id === hardware.id)
      ? s.loadedHardware
      : [...s.loadedHardware, hardware],
    pinLoads,
    pendingExplorations: pickExplorations(s.pendingExplorations, (x) => x !== id),
    placements: { ...s.placements, ...value.placements },
    settings: { ...s.settings, ...value.settings },
    history: { ...s.history, ...value.history },
    storageNotice: withNotice(s.storageNotice, dropped),
  };
}

type PinEvents = Pick<ExplorerActions, 'pinsRequested' | 'pinLoaded' | 'hardwareRequested' | 'pinFailed'>;

export function pinLoadingSlice(set: SetState, get: GetState, source?: CatalogueSource): PinEvents {
  const failed = (id: string) => (e: unknown) =>
    get().pinFailed(id, messageOf(e), e instanceof FetchFailed && e.status === 404 ? true : undefined);
  return {
    pinsRequested: (ids) => {
      const wanted = source ? wantedPins(get(), ids) : [];
      if (!source || wanted.length === 0) return;
      const pinLoads = { ...get().pinLoads };
      for (const id of wanted) pinLoads[id] = 'loading';
      set({ pinLoads });
      for (const id of wanted) source.pin(id).then((file) => get().pinLoaded(file), failed(id));
    },
    pinLoaded: (file) => set(withPin(get(), file)),
    hardwareRequested: async (ids) => {
      const listed = new Set(get().catalogue.map((e) => e.hardware));
      const wanted = [...new Set(ids)].filter(
        (id) => listed.has(id) && !get().hardware.some((h) => h.id === id),
      );
      if (!source || wanted.length === 0) return;
      const files = await Promise.all(wanted.map((id) => source.hardware(id).catch(() => undefined)));
      for (const hardware of files) {
        const s = get();
        if (!hardware || s.hardware.some((h) => h.id === hardware.id)) continue;
        set({ hardware: [...s.hardware, hardware], loadedHardware: [...s.loadedHardware, hardware] });
      }
    },
    pinFailed: (id, error, missing) =>
      set({ pinLoads: { ...get().pinLoads, [id]: { error, ...(missing ? { missing } : {}) } } }),
  };
}
