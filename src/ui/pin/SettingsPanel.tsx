/**
 * The settings the pin states (DRAFTER, DENSE, KV, PARALLEL...), each with the
 * consequence the source gives for it. A setting can unload a row on the board; it never
 * changes the calculator verdict, which takes no settings at all (invariant 6).
 */
import { useId } from 'react';
import type { Component, Setting } from '../../domain/schema';
import { figureLine, notLoadedMark, settingAssignment } from '../../domain/facts';
import { forcedBy } from '../../domain/placement';
import { VERDICT_UNCHANGED } from '../../domain/qualifiers';
import { selectProfile, selectSetting, selectSettings, useExplorer } from '../../state/store';
import { FactText } from './FactText';
import { ProseText } from './ProseText';
import './settings.css';

/** The placeholder while the source states no default; no option's value can be a NUL character alone. */
const NOT_STATED_VALUE = '\u0000';

function SettingField({
  pinId,
  setting,
  components,
}: {
  pinId: string;
  setting: Setting;
  components: readonly Component[];
}) {
  const id = useId();
  const value = useExplorer((s) => selectSetting(s, pinId, setting.name) ?? setting.default);
  const notStated = value === undefined;
  const settingChosen = useExplorer((s) => s.settingChosen);
  // Another option can force this one (DRAFTER=mtp forces PARALLEL=1): shown, not choosable.
  const forced = useExplorer((s) => {
    const profile = selectProfile(s, pinId);
    const settings = selectSettings(s, pinId);
    return profile && settings ? forcedBy(profile, settings).get(setting.name)?.by : undefined;
  });
  const option = notStated ? undefined : setting.options.find((o) => o.value === value);
  const unloaded = (option?.unloads ?? []).map((c) => components.find((x) => x.id === c)?.label ?? c);
  return (
    <div className="setting">
      <label htmlFor={`${id}-select`} className="setting-label">
        {setting.label} <code>{setting.name}</code>
      </label>
      <select
        id={`${id}-select`}
        value={value ?? NOT_STATED_VALUE}
        aria-describedby={`${id}-consequence`}
        disabled={forced !== undefined}
        onChange={(e) => settingChosen(pinId, setting.name, e.target.value)}
      >
        {notStated && (
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
      <div id={`${id}-consequence`} className="setting-consequence" aria-live="polite">
        {notStated && <p className="muted">The source states no default for {setting.name}.</p>}
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
            {label}: {notLoadedMark(settingAssignment(setting.name, value ?? ''))}.
          </p>
        ))}
      </div>
    </div>
  );
}

export function SettingsPanel({
  pinId,
  settings,
  components,
}: {
  pinId: string;
  settings: readonly Setting[];
  components: readonly Component[];
}) {
  if (settings.length === 0) return null;
  return (
    <section className="settings" aria-labelledby="settings-heading">
      <h3 id="settings-heading">Settings the pin states</h3>
      <p className="muted small">{VERDICT_UNCHANGED} Settings only change which rows load.</p>
      <div className="settings-grid">
        {settings.map((s) => (
          <SettingField key={s.name} pinId={pinId} setting={s} components={components} />
        ))}
      </div>
    </section>
  );
}
