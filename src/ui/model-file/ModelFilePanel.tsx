/**
 * "Read model file": pick a local GGUF or safetensors file (or every shard of one, with its
 * index), or give an https address read by range requests when the person presses the
 * button. Only headers are read; nothing is uploaded. Progress and Cancel while reading;
 * then the inventory, and a confirmation that the file is this pin's model, which puts its
 * file bytes on the pin's rows and lanes.
 */
import { addressProblem } from './address-read';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { RuntimeFamily } from '../../domain/model-file/ggml-types';
import { selectPinModelFile } from '../../state/model-file';
import { useExplorer, useExplorerApi } from '../../state/store';
import { InventoryView } from './InventoryView';
import { readModelFiles, type ReadOutcome, type ReadProgress as Progress } from './read-files';
import { ReadProgress, useReading, type ReadMessage } from './ReadProgress';

const YOUR_SETUP = '(your setup)';

const progressText = (p: Progress | undefined): string =>
  p && p.total > 0
    ? `Reading header ${Math.min(p.done + 1, p.total)} of ${p.total}: ${p.file}`
    : 'Reading the header…';

const outcomeMessage = (outcome: ReadOutcome): ReadMessage =>
  outcome.ok
    ? { text: `Read ${outcome.bytesRead.toLocaleString('en-US')} bytes of headers.`, alert: false }
    : 'cancelled' in outcome
      ? { text: 'Cancelled: nothing was kept.', alert: false }
      : { text: `Not read: ${outcome.problem}`, alert: true };

/** Without a pin ("Your setup" on the start page) the file is read for itself: nothing to confirm. */
export function ModelFilePanel({ pinId = YOUR_SETUP, modelName }: { pinId?: string; modelName?: string }) {
  const ids = { file: useId() };
  const [family, setFamily] = useState<RuntimeFamily>('llama.cpp');
  const { reading, message, start, finish, busy } = useReading(progressText);
  const fileInput = useRef<HTMLInputElement>(null);
  const current = useExplorer((s) => selectPinModelFile(s, pinId));
  const store = useExplorerApi();

  async function read(input: { files: File[] } | { url: string }) {
    const { signal, progress } = start();
    const outcome = await readModelFiles(input, family, progress, signal);
    if (outcome.ok) store.getState().modelFileRead(pinId, outcome.inventory);
    finish(outcomeMessage(outcome));
  }

  return (
    <section className="own-file-panel" aria-labelledby={`${ids.file}-heading`}>
      <h3 id={`${ids.file}-heading`}>Read model file</h3>
      <p className="muted small">
        Reads only the header of a GGUF or safetensors file (or of every split or shard of one), here in your
        browser: nothing is uploaded. The header gives each tensor&apos;s exact file bytes.
      </p>
      <FamilySelect family={family} onFamily={setFamily} />
      <p>
        <label htmlFor={ids.file}>Choose model file or all its shards </label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          multiple
          accept=".gguf,.safetensors,.json"
          disabled={busy}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            if (files.length) void read({ files });
          }}
        />
      </p>
      <AddressForm busy={busy} onRead={(url) => void read({ url })} />
      <ReadProgress reading={reading} message={message} />
      {current && (
        <>
          <InventoryView inventory={current.inventory} />
          <ConfirmAndForget
            pinId={pinId}
            modelName={modelName}
            confirmed={current.confirmed}
            onForget={() => {
              finish(undefined);
              if (fileInput.current) fileInput.current.value = '';
            }}
          />
        </>
      )}
    </section>
  );
}

/** Which type table gives the bytes of a ggml type id: ik_llama.cpp numbers some types its own way. */
function FamilySelect({ family, onFamily }: { family: RuntimeFamily; onFamily: (f: RuntimeFamily) => void }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Type table </label>
      <select id={id} value={family} onChange={(e) => onFamily(e.currentTarget.value as RuntimeFamily)}>
        <option value="llama.cpp">llama.cpp (ggml-org)</option>
        <option value="ik_llama.cpp">ik_llama.cpp (its own type ids)</option>
      </select>
    </p>
  );
}

/** An https address, checked as it is typed: one that will not be read says why before any request. */
function AddressForm({ busy, onRead }: { busy: boolean; onRead: (url: string) => void }) {
  const ids = { url: useId(), urlHint: useId() };
  const [url, setUrl] = useState('');
  const urlProblem = url.trim() ? addressProblem(url) : undefined;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (url.trim()) onRead(url.trim());
  };
  return (
    <form onSubmit={onSubmit} className="own-file-url">
      <label htmlFor={ids.url}>Or an https address of the file </label>
      <input
        id={ids.url}
        type="url"
        inputMode="url"
        placeholder="https://…/model-00001-of-00003.gguf"
        value={url}
        aria-describedby={ids.urlHint}
        onChange={(e) => setUrl(e.currentTarget.value)}
        disabled={busy}
      />{' '}
      <button type="submit" disabled={busy || !url.trim() || urlProblem !== undefined}>
        Read header from address
      </button>
      <span id={ids.urlHint} className="muted small">
        {' '}
        Asks that server for the header&apos;s bytes only (HTTP range requests), when you press the button.
      </span>
      {urlProblem ? <span role="status"> Not read: {urlProblem}.</span> : null}
    </form>
  );
}

/** "This file is the model of this pin" (with a pin only), and "Forget this file". */
function ConfirmAndForget(p: {
  pinId: string;
  modelName: string | undefined;
  confirmed: boolean;
  onForget: () => void;
}) {
  const confirm = useId();
  const store = useExplorerApi();
  return (
    <>
      {p.modelName !== undefined && (
        <p className="own-file-confirm">
          <label htmlFor={confirm}>
            <input
              id={confirm}
              type="checkbox"
              checked={p.confirmed}
              onChange={(e) => store.getState().modelFileConfirmed(p.pinId, e.currentTarget.checked)}
            />{' '}
            This file is the model of this pin ({p.modelName}): show its file bytes on the rows
          </label>
        </p>
      )}
      <p>
        <button
          type="button"
          onClick={() => {
            store.getState().modelFileCleared(p.pinId);
            p.onForget();
          }}
        >
          Forget this file
        </button>
      </p>
    </>
  );
}
