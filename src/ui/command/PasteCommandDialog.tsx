/**
 * "Paste your command": a modal dialog, loaded on demand, where a person pastes a llama.cpp,
 * ik_llama.cpp, vLLM or SGLang command, names the runtime version and the hardware (a bundled
 * hardware file, or GPUs with a memory label, host RAM and disk), reviews the reading with
 * each flag's citation, and opens the draft on the board or exports it as a profile file.
 * The command and the model files' headers are read in a worker (draft-off-thread.ts).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MAX_READ_CHARS } from '../../domain/command/read-command';
import { ReadingSummary } from './ReadingSummary';
import { LogCheckList } from './LogCheckList';
import {
  DESCRIBE,
  HardwareFields,
  PasteArea,
  RuntimeFields,
  emptyFields,
  requestOf,
  type Fields,
} from './PasteCommandFields';
import { DraftActions, DraftStatus } from './DraftActions';
import { usePasteDraft } from './use-paste-draft';
import './command.css';

type Store = typeof import('../../state/store').useExplorer;

/** The dialog, shown modal once it is in the page, closed when it leaves. */
function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal?.();
    return () => d?.close?.();
  }, []);
  return dialog;
}

const Intro = () => (
  <p className="muted small">
    A draft from your own command, read here in your browser: nothing is sent anywhere. It is not a pin of
    this site.
  </p>
);

function ModelFilesField({ onFiles }: { onFiles: (files: File[]) => void }) {
  return (
    <label>
      Model file header (optional, GGUF; only its header is read, nothing is uploaded){' '}
      <input
        type="file"
        accept=".gguf"
        multiple
        onChange={(e) => onFiles(Array.from(e.currentTarget.files ?? []))}
      />
    </label>
  );
}

/** The hardware to choose from: what is loaded, then the catalogue's, each once. */
function useHardwareChoices(useExplorer: Store) {
  const catalogue = useExplorer((s) => s.catalogue);
  const loadedHardware = useExplorer((s) => s.hardware);
  return useMemo(() => {
    const m = new Map<string, string>();
    for (const h of loadedHardware) m.set(h.id, h.label);
    for (const e of catalogue) if (!m.has(e.hardware)) m.set(e.hardware, e.hardwareLabel);
    return [...m];
  }, [catalogue, loadedHardware]);
}

type Props = { onClose: () => void; store: Store };

export default function PasteCommandDialog({ onClose, store: useExplorer }: Props) {
  const id = useId();
  const dialog = useModal();
  const choices = useHardwareChoices(useExplorer);
  const [f, setFields] = useState<Fields>(() => emptyFields(choices[0]?.[0] ?? DESCRIBE));
  const set = (key: keyof Fields, value: string) => setFields((old) => ({ ...old, [key]: value }));
  const [modelFiles, setModelFiles] = useState<File[]>([]);
  const { drafted, busy, notice, modelNote, read, open } = usePasteDraft(useExplorer, onClose);

  return (
    <dialog
      ref={dialog}
      className="paste-command"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={onClose}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void read(requestOf(f), modelFiles);
        }}
      >
        <h2 id={`${id}-title`}>Paste your command</h2>
        <Intro />
        <PasteArea
          label="Your command"
          rows={6}
          value={f.command}
          onChange={(v) => set('command', v)}
          placeholder="llama-server -m model.gguf -ngl 99 --n-cpu-moe 27"
          most={MAX_READ_CHARS}
        />
        <RuntimeFields f={f} set={set} />
        <HardwareFields f={f} set={set} choices={choices} />
        <ModelFilesField onFiles={setModelFiles} />
        <PasteArea
          label="Load log (optional), as printed while loading"
          rows={3}
          value={f.log}
          onChange={(v) => set('log', v)}
        />
        <DraftActions
          drafted={drafted}
          busy={busy}
          canRead={f.command.trim() !== ''}
          onOpen={() => void open()}
          onClose={onClose}
        />
        <DraftStatus drafted={drafted} request={requestOf(f)} notice={notice} modelNote={modelNote} />
        {drafted?.ok ? <ReadingSummary reading={drafted.reading} hardware={drafted.hardware} /> : null}
        {drafted?.ok && drafted.setup.check ? <LogCheckList items={drafted.setup.check} /> : null}
      </form>
    </dialog>
  );
}
