/**
 * "Paste your command": a modal dialog, loaded on demand, where a person pastes a llama.cpp,
 * ik_llama.cpp, vLLM or SGLang command, names the runtime version and the hardware (a bundled
 * hardware file, or GPUs with a memory label, host RAM and disk), reviews the reading with
 * each flag's citation, and opens the draft on the board or exports it as a profile file.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ModelHeader } from '../../domain/model-file/read-header';
import { notKeptReason, saveDraft, type DraftRequest } from './draft-storage';
import { placeOf } from '../../profiles/errors';
import { buildDraft, draftFileText, openDraft, type Drafted } from './open-draft';
import { ReadingSummary } from './ReadingSummary';
import { countOf } from '../../domain/text/sentence';
import { LogCheckList } from './LogCheckList';
import { download } from './download';
import { navigate } from '../routing';
import './command.css';

const DESCRIBE = '(describe)';
const RUNTIMES = [
  ['', 'Tell from the command'],
  ['llama.cpp', 'llama.cpp'],
  ['ik_llama.cpp', 'ik_llama.cpp'],
  ['vllm', 'vLLM'],
  ['sglang', 'SGLang'],
] as const;

export default function PasteCommandDialog({
  onClose,
  store: useExplorer,
}: {
  onClose: () => void;
  store: typeof import('../../state/store').useExplorer;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const catalogue = useExplorer((s) => s.catalogue);
  const loadedHardware = useExplorer((s) => s.hardware);
  const hardwareRequested = useExplorer((s) => s.hardwareRequested);
  const choices = useMemo(() => {
    const m = new Map<string, string>();
    for (const h of loadedHardware) m.set(h.id, h.label);
    for (const e of catalogue) if (!m.has(e.hardware)) m.set(e.hardware, e.hardwareLabel);
    return [...m];
  }, [catalogue, loadedHardware]);
  const [command, setCommand] = useState('');
  const [runtime, setRuntime] = useState('');
  const [version, setVersion] = useState('');
  const [hw, setHw] = useState(choices[0]?.[0] ?? DESCRIBE);
  const [gpus, setGpus] = useState('1');
  const [gpuMemory, setGpuMemory] = useState('');
  const [hostRam, setHostRam] = useState('');
  const [disk, setDisk] = useState('');
  const [layers, setLayers] = useState('');
  const [log, setLog] = useState('');
  const [drafted, setDrafted] = useState<Drafted>();
  const [modelFiles, setModelFiles] = useState<File[]>([]);
  const [modelNote, setModelNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal?.();
    return () => d?.close?.();
  }, []);

  const request = (): DraftRequest => ({
    command,
    ...(runtime ? { runtime: version.trim() ? `${runtime}@${version.trim()}` : runtime } : {}),
    hardware:
      hw === DESCRIBE
        ? {
            gpus: Number(gpus) || 1,
            ...(gpuMemory.trim() ? { gpuMemory: gpuMemory.trim() } : {}),
            ...(hostRam.trim() ? { hostRam: hostRam.trim() } : {}),
            ...(disk.trim() ? { disk: disk.trim() } : {}),
          }
        : { id: hw },
    ...(Number.isInteger(Number(layers)) && Number(layers) > 0 ? { layers: Number(layers) } : {}),
    ...(log.trim() ? { log } : {}),
  });

  const read = async () => {
    setBusy(true);
    try {
      if (hw !== DESCRIBE) await hardwareRequested([hw]);
      let headers: ModelHeader[] | undefined;
      if (modelFiles.length) {
        const { readModelFiles } = await import('./read-model-file');
        const r = await readModelFiles(modelFiles);
        if (!r.ok) {
          setDrafted({ ok: false, message: r.message });
          return;
        }
        headers = r.headers;
      }
      const d = buildDraft(request(), useExplorer.getState().hardware, headers);
      const inv = d.ok ? d.setup.inventory : undefined;
      setModelNote(
        inv
          ? `Read ${modelFiles.map((f) => f.name).join(', ')}: ${countOf(inv.tensors.length, 'tensor')}, ${inv.facts.blockCount ?? 'unknown'} layers.`
          : '',
      );
      setDrafted(d);
    } finally {
      setBusy(false);
    }
  };
  const open = async () => {
    if (!drafted?.ok) return;
    setBusy(true);
    try {
      const { outcomes, opened } = await openDraft(drafted, useExplorer);
      const errors = outcomes.flatMap((o) => (o.kind === 'rejected' ? o.errors : []));
      if (errors.length) {
        // Never a dialog that stays open without a word: each problem, where it is.
        setDrafted({
          ok: false,
          message: `The draft did not open: ${errors.map((e) => `${e.file}: ${placeOf(e)}: ${e.message}`).join('; ')}`,
        });
        return;
      }
      const kept = saveDraft(drafted.request);
      if (opened) navigate({ kind: 'pin', id: opened });
      if (kept.kept) onClose();
      else setNotice(kept.reason);
    } finally {
      setBusy(false);
    }
  };

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
          void read();
        }}
      >
        <h2 id={`${id}-title`}>Paste your command</h2>
        <p className="muted small">
          A draft from your own command, read here in your browser: nothing is sent anywhere. It is not a pin
          of this site.
        </p>
        <label htmlFor={`${id}-command`}>Your command</label>
        <textarea
          id={`${id}-command`}
          rows={6}
          spellCheck={false}
          value={command}
          onChange={(e) => setCommand(e.currentTarget.value)}
          placeholder="llama-server -m model.gguf -ngl 99 --n-cpu-moe 27"
        />
        <div className="paste-command-row">
          <label>
            Runtime{' '}
            <select value={runtime} onChange={(e) => setRuntime(e.currentTarget.value)}>
              {RUNTIMES.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <label>
            Version{' '}
            <input
              value={version}
              onChange={(e) => setVersion(e.currentTarget.value)}
              placeholder="b6089, 2026-01-10, +2262"
              disabled={!runtime}
            />
          </label>
          <label>
            Layers{' '}
            <input
              inputMode="numeric"
              value={layers}
              onChange={(e) => setLayers(e.currentTarget.value)}
              placeholder="if known"
            />
          </label>
        </div>
        <div className="paste-command-row">
          <label>
            Hardware{' '}
            <select value={hw} onChange={(e) => setHw(e.currentTarget.value)}>
              {choices.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
              <option value={DESCRIBE}>Describe my hardware</option>
            </select>
          </label>
          {hw === DESCRIBE && (
            <>
              <label>
                GPUs{' '}
                <input inputMode="numeric" value={gpus} onChange={(e) => setGpus(e.currentTarget.value)} />
              </label>
              <label>
                Memory per GPU{' '}
                <input
                  value={gpuMemory}
                  onChange={(e) => setGpuMemory(e.currentTarget.value)}
                  placeholder="24 GB"
                />
              </label>
              <label>
                Host RAM{' '}
                <input
                  value={hostRam}
                  onChange={(e) => setHostRam(e.currentTarget.value)}
                  placeholder="64 GB"
                />
              </label>
              <label>
                Disk{' '}
                <input
                  value={disk}
                  onChange={(e) => setDisk(e.currentTarget.value)}
                  placeholder="2 TB NVMe"
                />
              </label>
            </>
          )}
        </div>
        <label>
          Model file header (optional, GGUF; only its header is read, nothing is uploaded){' '}
          <input
            type="file"
            accept=".gguf"
            multiple
            onChange={(e) => setModelFiles(Array.from(e.currentTarget.files ?? []))}
          />
        </label>
        <label htmlFor={`${id}-log`}>Load log (optional), as printed while loading</label>
        <textarea
          id={`${id}-log`}
          rows={3}
          spellCheck={false}
          value={log}
          onChange={(e) => setLog(e.currentTarget.value)}
        />
        <div className="paste-command-actions">
          <button type="submit" disabled={busy || !command.trim()}>
            Read command
          </button>
          <button type="button" onClick={() => void open()} disabled={busy || !drafted?.ok}>
            Open draft on the board
          </button>
          <button
            type="button"
            disabled={!drafted?.ok}
            onClick={() => drafted?.ok && download(`${drafted.draft.id}.json`, draftFileText(drafted.draft))}
          >
            Export profile
          </button>
          {drafted?.ok && drafted.generated ? (
            // The profile names this hardware by id: without its file, check-profiles and the
            // app's Open say "unknown hardware id", so the described hardware is exported too.
            <button
              type="button"
              onClick={() =>
                download(
                  `${drafted.hardware.id}.json`,
                  draftFileText(drafted.hardware, './hardware.schema.json'),
                )
              }
            >
              Export described hardware
            </button>
          ) : null}
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
        <div role="status" aria-live="polite">
          {drafted && !drafted.ok ? (
            <p role="alert">{drafted.message || 'The command could not be read into a draft.'}</p>
          ) : null}
          {drafted?.ok && (notice || notKeptReason(request())) ? (
            <p>{notice || notKeptReason(request())}</p>
          ) : null}
          {modelNote ? <p>{modelNote} The file is not kept after a reload.</p> : null}
        </div>
        {drafted?.ok ? <ReadingSummary reading={drafted.reading} hardware={drafted.hardware} /> : null}
        {drafted?.ok && drafted.setup.check ? <LogCheckList items={drafted.setup.check} /> : null}
      </form>
    </dialog>
  );
}
