/**
 * The "Paste your command" dialog's fields: what the person writes (the command, the runtime
 * and its version, the layer count, the hardware chosen or described, the model files, the
 * load log), as one value the dialog turns into a draft request.
 */
import { useId, type InputHTMLAttributes } from 'react';
import { FAMILIES, FAMILY_INFO } from '../../domain/command/runtime';
import type { DraftRequest } from './draft-storage';

export const DESCRIBE = '(describe)';
/** Each runtime by its name in the one table of families, after the choice to tell it from the command. */
const RUNTIMES: readonly (readonly [string, string])[] = [
  ['', 'Tell from the command'],
  ...FAMILIES.map((f) => [f, FAMILY_INFO[f].name] as const),
];

export type Fields = {
  command: string;
  runtime: string;
  version: string;
  hw: string;
  gpus: string;
  gpuMemory: string;
  hostRam: string;
  disk: string;
  layers: string;
  log: string;
};
export type SetField = (key: keyof Fields, value: string) => void;

export const emptyFields = (hw: string): Fields => ({
  command: '',
  runtime: '',
  version: '',
  hw,
  gpus: '1',
  gpuMemory: '',
  hostRam: '',
  disk: '',
  layers: '',
  log: '',
});

const given = <K extends string>(key: K, text: string) =>
  (text.trim() ? { [key]: text.trim() } : {}) as Partial<Record<K, string>>;

/** What the fields ask for; blank fields are left out, a layer count only when it is a count. */
export function requestOf(f: Fields): DraftRequest {
  const layers = Number(f.layers);
  return {
    command: f.command,
    ...(f.runtime ? { runtime: f.version.trim() ? `${f.runtime}@${f.version.trim()}` : f.runtime } : {}),
    hardware:
      f.hw === DESCRIBE
        ? {
            gpus: Number(f.gpus) || 1,
            ...given('gpuMemory', f.gpuMemory),
            ...given('hostRam', f.hostRam),
            ...given('disk', f.disk),
          }
        : { id: f.hw },
    ...(Number.isInteger(layers) && layers > 0 ? { layers } : {}),
    ...(f.log.trim() ? { log: f.log } : {}),
  };
}

/**
 * A labelled box of pasted text (the command, the load log): kept as typed, never spell-checked.
 * A paste of more than `most` characters is kept in place of what the box held, but not put in
 * the box: inserting and laying out a megabyte of text held the page for seconds (issue 32), and
 * no reader takes that much; the box says so, and reading it still says why it is not read.
 */
export function PasteArea(p: {
  label: string;
  rows: number;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  most?: number;
}) {
  const id = useId();
  const kept = p.most !== undefined && p.value.length > p.most;
  return (
    <>
      <label htmlFor={id}>{p.label}</label>
      <textarea
        id={id}
        rows={p.rows}
        spellCheck={false}
        value={kept ? '' : p.value}
        onChange={(e) => p.onChange(e.currentTarget.value)}
        onPaste={(e) => {
          // Taken before the browser puts it in the box: inserting megabytes took seconds.
          const text = e.clipboardData.getData('text');
          if (p.most === undefined || text.length <= p.most) return;
          e.preventDefault();
          p.onChange(text);
        }}
        placeholder={p.placeholder}
        aria-describedby={kept ? `${id}-kept` : undefined}
      />
      {kept ? (
        <p id={`${id}-kept`} role="note">
          Your paste of {p.value.length.toLocaleString('en-US')} characters is kept here but not shown: it is
          more than this box shows ({p.most!.toLocaleString('en-US')} characters). Typing in the box starts
          again.
        </p>
      ) : null}
    </>
  );
}

/** A labelled one-line input, its label wrapping it. */
function Field(p: { label: string; value: string; onChange: (v: string) => void } & Partial<HTMLInput>) {
  const { label, value, onChange, ...rest } = p;
  return (
    <label>
      {label} <input {...rest} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </label>
  );
}
type HTMLInput = Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'disabled' | 'inputMode'>;

export function RuntimeFields({ f, set }: { f: Fields; set: SetField }) {
  return (
    <div className="paste-command-row">
      <label>
        Runtime{' '}
        <select value={f.runtime} onChange={(e) => set('runtime', e.currentTarget.value)}>
          {RUNTIMES.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <Field
        label="Version"
        value={f.version}
        onChange={(v) => set('version', v)}
        placeholder="b6089, 2026-01-10, +2262"
        disabled={!f.runtime}
      />
      <Field
        label="Layers"
        inputMode="numeric"
        value={f.layers}
        onChange={(v) => set('layers', v)}
        placeholder="if known"
      />
    </div>
  );
}

/** A bundled hardware file, or GPUs with a memory label, host RAM and disk described. */
export function HardwareFields({
  f,
  set,
  choices,
}: {
  f: Fields;
  set: SetField;
  choices: readonly (readonly [string, string])[];
}) {
  return (
    <div className="paste-command-row">
      <label>
        Hardware{' '}
        <select value={f.hw} onChange={(e) => set('hw', e.currentTarget.value)}>
          {choices.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
          <option value={DESCRIBE}>Describe my hardware</option>
        </select>
      </label>
      {f.hw === DESCRIBE && (
        <>
          <Field label="GPUs" inputMode="numeric" value={f.gpus} onChange={(v) => set('gpus', v)} />
          <Field
            label="Memory per GPU"
            value={f.gpuMemory}
            onChange={(v) => set('gpuMemory', v)}
            placeholder="24 GB"
          />
          <Field label="Host RAM" value={f.hostRam} onChange={(v) => set('hostRam', v)} placeholder="64 GB" />
          <Field label="Disk" value={f.disk} onChange={(v) => set('disk', v)} placeholder="2 TB NVMe" />
        </>
      )}
    </div>
  );
}
