/**
 * The settings the pin states (DRAFTER, DENSE, KV, PARALLEL...), one button away: each a
 * card with its select and what the chosen option changes. Each select is described by
 * its consequence, so a screen reader hears it. A
 * setting can unload a row on the board; it never changes the calculator verdict, which
 * takes no settings at all (invariant 6).
 */
import { memo, useId, useMemo, useState } from 'react';
import type { Component } from '../../domain/profile/schema/components';
import type { Setting } from '../../domain/profile/schema/settings';
import type { Profile } from '../../domain/profile/schema/profile';
import type { Hardware } from '../../domain/profile/schema/hardware';
import { figureLine } from '../../domain/text/figure-lines';
import { forcedBy, settingAssignment } from '../../domain/placement/settings';
import { settingStanding } from '../../domain/text/setting-lines';
import { VERDICT_UNCHANGED } from '../../domain/text/standing-sentences';
import { findRow, rowName as nameOfRow } from '../../domain/rows/rows';
import {
  selectHardware,
  selectProfile,
  selectSetting,
  selectSettings,
  selectSettingsChangedCount,
} from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { expertBoundaryOf } from '../../domain/explore/expert-boundary';
import { ExpertBoundaryControl } from './ExpertBoundaryControl';
import { FactText } from './FactText';
import { ProseText } from './ProseText';
import './settings.css';

/** The placeholder while the source states no default; no option's value can be a NUL character alone. */
const NOT_STATED_VALUE = '\u0000';

type FieldProps = {
  pinId: string;
  setting: Setting;
  /** A row's name by its id (a component, part or copy), for what an option places or unloads. */
  rowName: (id: string) => string;
  laneName: (id: string) => string;
  describedBy: string;
};

function useSettingState(pinId: string, setting: Setting) {
  const value = useExplorer(
    (s) => selectSetting(s, pinId, setting.name) ?? setting.recipe ?? setting.default,
  );
  // Another option can force this one (DRAFTER=mtp forces PARALLEL=1): shown, not choosable.
  const forced = useExplorer((s) => {
    const profile = selectProfile(s, pinId);
    const settings = selectSettings(s, pinId);
    return profile && settings ? forcedBy(profile, settings).get(setting.name)?.by : undefined;
  });
  const option = value === undefined ? undefined : setting.options.find((o) => o.value === value);
  return { value, forced, option };
}

type SettingState = ReturnType<typeof useSettingState>;

/** The select, full width, so a phone shows the whole value; a forced setting is shown, not choosable. */
function SettingSelect({
  id,
  pinId,
  setting,
  describedBy,
  state: { value, forced },
}: Pick<FieldProps, 'pinId' | 'setting' | 'describedBy'> & { id: string; state: SettingState }) {
  const settingChosen = useExplorer((s) => s.settingChosen);
  return (
    <select
      id={id}
      value={value ?? NOT_STATED_VALUE}
      aria-describedby={describedBy}
      disabled={forced !== undefined}
      onChange={(e) => settingChosen(pinId, setting.name, e.target.value)}
    >
      {value === undefined && (
        <option value={NOT_STATED_VALUE} disabled>
          Not stated by the source
        </option>
      )}
      {setting.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** What the chosen option changes: its consequence, figures, what forces it, and the rows it unloads or places. */
function SettingConsequence({
  setting,
  rowName,
  laneName,
  describedBy,
  state: { value, forced, option },
}: Omit<FieldProps, 'pinId'> & { state: SettingState }) {
  const unloaded = (option?.unloads ?? []).map(rowName);
  return (
    <div id={describedBy} className="setting-consequence" aria-live="polite">
      {value === undefined && <p className="muted">The source states no default for {setting.name}.</p>}
      {option && (
        <p>
          <ProseText value={option.consequence} />
        </p>
      )}
      {option?.figures.map((f, i) => (
        <p key={i} className="muted">
          <FactText text={figureLine(f)} />
        </p>
      ))}
      {forced && <p className="muted">Forced by {forced}.</p>}
      {option?.concurrency && (
        <p className="muted">
          Concurrency: <ProseText value={option.concurrency} />.
        </p>
      )}
      {unloaded.map((label) => (
        <p key={label} className="muted">
          {label}: not loaded under {settingAssignment(setting.name, value ?? '')}.
        </p>
      ))}
      {option?.places.map((p) => (
        <p key={p.row} className="muted">
          {rowName(p.row)}: placed in {laneName(p.lane)} under {settingAssignment(setting.name, value ?? '')}.
        </p>
      ))}
    </div>
  );
}

/** One setting as a card: its name, the select, the chosen value whole, and what the chosen option changes. */
function SettingCard(props: FieldProps) {
  const { pinId, setting } = props;
  const id = useId();
  const state = useSettingState(pinId, setting);
  const { value } = state;
  return (
    <div className="setting">
      <label htmlFor={id} className="setting-label">
        <span className="setting-label-text">{setting.label}</span> <code>{setting.name}</code>
      </label>
      <SettingSelect id={id} {...props} state={state} />
      {/* The chosen value whole, whatever the select's width. */}
      <p className="setting-consequence-name">
        <code>{value === undefined ? setting.name : settingAssignment(setting.name, value)}</code>
        {/* Whose value it is: the recipe's (what its command passes), the default, or chosen. */}
        {value !== undefined && <span className="muted"> ({settingStanding(setting, value)})</span>}
      </p>
      <SettingConsequence {...props} state={state} />
    </div>
  );
}

/** A pin split at --n-cpu-moe N gets the field that explores N in this panel, with or without settings. */
const useHasBoundary = (profile: Profile | undefined, hardware: Hardware | undefined): boolean =>
  useMemo(
    () => (profile && hardware ? expertBoundaryOf(profile, hardware) !== undefined : false),
    [profile, hardware],
  );

/**
 * The settings as one button in the status row ("Settings: 4, as the recipe pins them"),
 * which opens every setting as a card below it. Collapsed, the settings take no line of
 * their own, so the board starts higher; open, each value is shown whole, on a phone too.
 * Returns the button and the panel side by side: the status row (a wrapping flex row)
 * gives the panel a line of its own. Memoised: the status row around it renders with every
 * move (its standing changes), and the settings' cards do not follow a move.
 */
export const SettingsPanel = memo(function SettingsPanel({
  pinId,
  settings,
  components,
}: {
  pinId: string;
  settings: readonly Setting[];
  components: readonly Component[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const changed = useExplorer((s) => selectSettingsChangedCount(s, pinId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const boundary = useHasBoundary(profile, hardware);
  if (settings.length === 0 && !boundary) return null;
  const rowName = (rowId: string) => {
    const row = profile ? findRow(profile, rowId) : undefined;
    return row ? nameOfRow(row) : (components.find((c) => c.id === rowId)?.label ?? rowId);
  };
  const laneName = (laneId: string) => hardware?.lanes.find((l) => l.id === laneId)?.label ?? laneId;
  const props = (s: Setting) => ({
    pinId,
    setting: s,
    rowName,
    laneName,
    describedBy: `${id}-${s.name}`,
  });
  return (
    <>
      <button
        type="button"
        className="settings-toggle"
        aria-expanded={open}
        aria-controls={`${id}-settings`}
        onClick={() => setOpen((o) => !o)}
      >
        {settings.length === 0 ? 'Explore --n-cpu-moe N' : settingsSummary(settings.length, changed)}
      </button>
      <section id={`${id}-settings`} className="settings" aria-labelledby={`${id}-heading`} hidden={!open}>
        <h2 id={`${id}-heading`} className="settings-title">
          Settings
        </h2>
        {settings.length > 0 && (
          <>
            <p className="muted small settings-note">
              {VERDICT_UNCHANGED} Settings only change which rows load.
            </p>
            <div className="settings-grid">
              {settings.map((s) => (
                <SettingCard key={s.name} {...props(s)} />
              ))}
            </div>
          </>
        )}
        {boundary && <ExpertBoundaryControl pinId={pinId} />}
      </section>
    </>
  );
});

/** "Settings: 4, as the recipe pins them" or "Settings: 1 of 4 changed". */
const settingsSummary = (count: number, changed: number): string =>
  changed > 0 ? `Settings: ${changed} of ${count} changed` : `Settings: ${count}, as the recipe pins them`;
