/**
 * The store's state and events, in a module of their own so the store and the selectors
 * both depend on it and not on each other.
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import type { Move, Placement } from '../domain/placement/placement';
import type { Settings } from '../domain/placement/settings';
import type { CatalogueEntry, CatalogueIndex, PinFile } from '../profiles/catalogue';
import type { CatalogueSource } from '../profiles/fetch-catalogue';
import type { ProfileError } from '../profiles/errors';
import type { History } from './history';
import type { DecodedLink } from './link';
import type { View } from './route';
import type { LocalFileOutcome, LocalFileReport, LocalHardware, LocalPin } from './local-files';
import type { KeyValueStorage } from './persistence';
import type { PersistedExplorations } from './sanitize';
import type { PinQuery } from './pin-search';
import type { Inventory } from '../domain/model-file/inventory';
import type { BoardSetup } from '../domain/setup/board-setup';

export type { History, View };
export type { CatalogueEntry, CatalogueIndex, CatalogueSource, PinFile, PinQuery };

/** A fetch that failed, with what to tell the reader. */
/** `missing`: the server has no such file (HTTP 404), which a catalogue still loading may explain. */
export type LoadFailure = { error: string; missing?: true };
/** Whether a pin can be shown: loaded, on its way, not in the catalogue, or its file failed. */
export type PinAvailability = 'loaded' | 'loading' | 'unknown' | LoadFailure;
export type { LocalFileOutcome, LocalFileReport, LocalHardware, LocalPin };

/** The last move's message; `seq` changes on every message so a repeated sentence is spoken again. */
export type Announcement = {
  pinId: string;
  ok: boolean;
  text: string;
  seq: number;
  /** For a drop: the row and the residence it was dropped on, so a refusal can stay on its card. */
  move?: { row: string; to: string };
};
export type SelectedRow = { pinId: string; componentId: string };

/** A model file read for a pin (its file bytes for the board: selectConfirmedFileBytes in model-file.ts). */
export type PinModelFile = { inventory: Inventory; confirmed: boolean };

export type ExplorerState = {
  /** Every pin the app can open, as the pin list shows it (the catalogue's index). */
  catalogue: CatalogueEntry[];
  /** 'loading' until the index is in; the app shell and a linked pin do not wait for it. */
  catalogueStatus: 'loading' | 'ready' | LoadFailure;
  /** Pins whose files are being fetched, or failed; a loaded pin is in `profiles`. */
  pinLoads: Record<string, 'loading' | LoadFailure>;
  /** Explorations read from storage for pins not loaded yet: checked when their pin arrives. */
  pendingExplorations: PersistedExplorations;
  /** What the pin list and the header's picker are narrowed to (search text and filters). */
  pinQuery: PinQuery;
  /** The pins loaded so far, with their hardware (bundled pins arrive one by one). */
  profiles: Profile[];
  hardware: Hardware[];
  loadErrors: ProfileError[];
  /** Explored placements per pin; a pin not in the map is as-pinned. */
  placements: Record<string, Placement>;
  /** The explored N of --n-cpu-moe per pin (expert-boundary.ts); a pin not in the map is at its recipe's N. */
  boundaries: Record<string, number>;
  /** Settings the user chose per pin; unset names take the profile's default. */
  settings: Record<string, Settings>;
  history: Record<string, History>;
  lastMove: Announcement | null;
  /** The row whose full config and source evidence is open ("evidence on demand"). */
  selectedRow: SelectedRow | null;
  /** Why stored explorations were dropped at load, until dismissed. */
  storageNotice: string | null;
  /** The profiles and hardware as loaded (bundled), before any local file was added. */
  loadedProfiles: Profile[];
  loadedHardware: Hardware[];
  /** Pins and hardware read from local files this session; their data is in profiles and hardware. */
  localPins: LocalPin[];
  localHardware: LocalHardware[];
  /**
   * What the last opened link asked for and did not get, and the view (its key) it came
   * with: kept while that view stays open, until dismissed.
   */
  linkNotice: { view: string; ignored: string[] } | null;
  /** Per pin, the placement and settings the last link that changed its board set (the status line's "From a link"). */
  linked: Record<string, { placement: Placement; settings: Settings; boundary?: number | undefined }>;
  /** The outcome of the last local files, until dismissed. */
  localFileReport: LocalFileReport | null;
  /** The model file read for each pin, this session only (slices/readings-slice.ts). */
  modelFiles: Readonly<Record<string, PinModelFile>>;
  /** Each draft's setup by draft id (what its board reads), rebuilt from the draft's stored text on load. */
  setups: Readonly<Record<string, BoardSetup>>;
};

export type ExplorerActions = {
  /** Every pin at once (tests, tools): the catalogue is these pins. */
  profilesLoaded: (profiles: Profile[], hardware: Hardware[], errors: ProfileError[]) => void;
  /** Starts fetching the catalogue's index, once; nothing without a source. */
  catalogueRequested: () => void;
  catalogueLoaded: (index: CatalogueIndex) => void;
  catalogueFailed: (error: string) => void;
  /** Starts fetching the pins not loaded yet (and not known to be missing). */
  pinsRequested: (ids: readonly string[]) => void;
  pinLoaded: (file: PinFile) => void;
  /**
   * Fetches bundled hardware files not loaded yet (a local profile may name one); resolves
   * when they are in, or failed (the profile is then told its hardware is unknown).
   */
  hardwareRequested: (ids: readonly string[]) => Promise<void>;
  pinFailed: (id: string, error: string, missing?: true) => void;
  pinQueryChanged: (change: Partial<PinQuery>) => void;
  rowDropped: (pinId: string, move: Move) => void;
  undoRequested: (pinId: string) => void;
  redoRequested: (pinId: string) => void;
  placementsReset: (pinId: string) => void;
  settingChosen: (pinId: string, name: string, value: string) => void;
  /** The N of --n-cpu-moe explored on a pin that splits its experts at it; undefined: the recipe's N. */
  expertBoundaryMoved: (pinId: string, n: number | undefined) => void;
  /** Back to the settings the recipe states (its defaults). Placements stay as they are. */
  settingsReset: (pinId: string) => void;
  rowSelected: (row: SelectedRow | null) => void;
  storageNoticeDismissed: () => void;
  /**
   * The address was opened (on load or on hashchange; the address owns the view): for each
   * pin it carries placements or settings for, those replace the pin's explorations (the
   * previous placement stays one undo step away). A pin the link carries nothing for keeps
   * what the user had.
   */
  urlOpened: (decoded: DecodedLink) => void;
  linkNoticeDismissed: () => void;
  /**
   * Local files were read and validated: adds hardware and pins for this session. Returns
   * the id of the last pin opened, for the caller to navigate to.
   */
  localFilesOpened: (outcomes: readonly LocalFileOutcome[]) => string | undefined;
  localFileReportDismissed: () => void;
  /** A model file was read for the pin: its inventory, not yet confirmed as the pin's model. */
  modelFileRead: (pinId: string, inventory: Inventory) => void;
  /** The person confirmed (or no longer confirms) that the file read is the pin's model. */
  modelFileConfirmed: (pinId: string, confirmed: boolean) => void;
  modelFileCleared: (pinId: string) => void;
  /** A draft's setup was read (or rebuilt from its stored text). */
  setupRead: (draftId: string, setup: BoardSetup) => void;
};

export type ExplorerStore = ExplorerState & ExplorerActions;

export type ExplorerStoreOptions = {
  profiles?: Profile[];
  hardware?: Hardware[];
  errors?: ProfileError[];
  /**
   * The pin of a prerendered page (profiles/pin-page.ts), validated when the page was built:
   * open from the start, and the first state of the store, the one its page was rendered from.
   */
  page?: PinFile;
  /** Where pins come from when they are not given: fetched one by one. */
  source?: CatalogueSource;
  /** Where explorations persist; omitted or undefined keeps them for the session only. */
  storage?: () => KeyValueStorage | undefined;
  /** Runs storage writes later (persistence.ts, afterTask); omitted writes at once. */
  scheduleWrites?: (write: () => void) => void;
  /** Storage key; tests can isolate themselves with their own. */
  key?: string;
};
