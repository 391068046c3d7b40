/**
 * The store's state and events, in a module of their own so the store and the selectors
 * both depend on it and not on each other.
 */
import type { Hardware, Profile } from '../domain/schema';
import type { Move, Placement, Settings } from '../domain/placement';
import type { ProfileError } from '../profiles/validate';
import type { History } from './history';
import type { DecodedLink, View } from './link';
import type { LocalFileOutcome, LocalFileReport, LocalHardware, LocalPin } from './local-files';
import type { KeyValueStorage } from './persistence';

export type { History, View };
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

export type ExplorerState = {
  profiles: Profile[];
  hardware: Hardware[];
  loadErrors: ProfileError[];
  view: View;
  /** Explored placements per pin; a pin not in the map is as-pinned. */
  placements: Record<string, Placement>;
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
  /** What the last opened link carried that was ignored, until dismissed. */
  linkNotice: string[] | null;
  /** The outcome of the last local files, until dismissed. */
  localFileReport: LocalFileReport | null;
};

export type ExplorerActions = {
  profilesLoaded: (profiles: Profile[], hardware: Hardware[], errors: ProfileError[]) => void;
  rowDropped: (pinId: string, move: Move) => void;
  undoRequested: (pinId: string) => void;
  redoRequested: (pinId: string) => void;
  placementsReset: (pinId: string) => void;
  settingChosen: (pinId: string, name: string, value: string) => void;
  /** Back to the settings the recipe states (its defaults). Placements stay as they are. */
  settingsReset: (pinId: string) => void;
  rowSelected: (row: SelectedRow | null) => void;
  storageNoticeDismissed: () => void;
  /**
   * A link was opened (on load or on hashchange): its view, and for each pin it carries
   * placements or settings for, those replace the pin's explorations (the previous placement
   * stays one undo step away). A pin the link carries nothing for keeps what the user had.
   */
  urlOpened: (decoded: DecodedLink) => void;
  linkNoticeDismissed: () => void;
  /** Local files were read and validated: adds hardware and pins for this session, opens the last pin. */
  localFilesOpened: (outcomes: readonly LocalFileOutcome[]) => void;
  localFileReportDismissed: () => void;
};

export type ExplorerStore = ExplorerState & ExplorerActions;

export type ExplorerStoreOptions = {
  profiles?: Profile[];
  hardware?: Hardware[];
  errors?: ProfileError[];
  /** Where explorations persist; omitted or undefined keeps them for the session only. */
  storage?: () => KeyValueStorage | undefined;
  /** Storage key; tests can isolate themselves with their own. */
  key?: string;
};
