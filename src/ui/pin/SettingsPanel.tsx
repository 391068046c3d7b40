/**
 * The settings the pin states (DRAFTER, DENSE, KV, PARALLEL...) as a compact bar: one line
 * of selects, and what each chosen option changes on demand ("What they change"). Each
 * select is described by its consequence, shown or not, so a screen reader hears it. A
 * setting can unload a row on the board; it never changes the calculator verdict, which
 * takes no settings at all (invariant 6).
 */
import { useId, useState } from 'react';
import type { Component } from '../../domain/profile/schema/components';
import type { Setting } from '../../domain/profile/schema/settings';
import { figureLine } from '../../domain/text/figure-lines';
import { settingAssignment } from '../../domain/placement/settings';
import { forcedBy } from '../../domain/placement/settings';
import { VERDICT_UNCHANGED } from '../../domain/text/standing-sentences';
import { selectProfile, selectSetting, selectSettings } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { FactText } from './FactText';
import { ProseText } from './ProseText';
import './settings.css';

/** The placeholder while the source states no default; no option's value can be a NUL character alone. */
const NOT_STATED_VALUE = '\u0000';

type FieldProps = { pinId: string; setting: Setting; components: readonly Component[]; describedBy: string };

function useSettingState(pinId: string, setting: Setting) {
  const value = useExplorer((s) => selectSetting(s, pinId, setting.name) ?? setting.default);
  // Another option can force this one (DRAFTER=mtp forces PARALLEL=1): shown, not choosable.
  const forced = useExplorer((s) => {
    const profile = selectProfile(s, pinId);
    const settings = selectSettings(s, pinId);
    return profile && settings ? forcedBy(profile, settings).get(setting.name)?.by : undefined;
  });
  const option = value === undefined ? undefined : setting.options.find((o) => o.value === value);
  return { value, forced, option };
}

function SettingSelect({ pinId, setting, describedBy }: FieldProps) {
  const id = useId();
  const { value, forced } = useSettingState(pinId, setting);
  const settingChosen = useExplorer((s) => s.settingChosen);
  return (
    <div className="setting">
      <label htmlFor={id} className="setting-label">
        <span className="visually-hidden">{setting.label}</span> <code>{setting.name}</code>
      </label>
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
    </div>
  );
}

function SettingConsequence({ pinId, setting, components, describedBy }: FieldProps) {
  const { value, forced, option } = useSettingState(pinId, setting);
  const unloaded = (option?.unloads ?? []).map((c) => components.find((x) => x.id === c)?.label ?? c);
  return (
    <div className="setting-consequence">
      <p className="setting-consequence-name">
        <code>{value === undefined ? setting.name : settingAssignment(setting.name, value)}</code>
      </p>
      <div id={describedBy} aria-live="polite">
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
  const id = useId();
  const [open, setOpen] = useState(false);
  if (settings.length === 0) return null;
  const props = (s: Setting) => ({ pinId, setting: s, components, describedBy: `${id}-${s.name}` });
  return (
    <section className="settings" aria-labelledby={`${id}-heading`}>
      <div className="settings-bar">
        <h2 id={`${id}-heading`} className="settings-title">
          Settings
        </h2>
        {settings.map((s) => (
          <SettingSelect key={s.name} {...props(s)} />
        ))}
        <button
          type="button"
          className="settings-toggle"
          aria-expanded={open}
          aria-controls={`${id}-consequences`}
          onClick={() => setOpen((o) => !o)}
        >
          What they change
        </button>
      </div>
      <div id={`${id}-consequences`} className="settings-consequences" hidden={!open}>
        <p className="muted small">{VERDICT_UNCHANGED} Settings only change which rows load.</p>
        <div className="settings-grid">
          {settings.map((s) => (
            <SettingConsequence key={s.name} {...props(s)} />
          ))}
        </div>
      </div>
    </section>
  );
}
