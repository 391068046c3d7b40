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
import {
  modelFileCleared,
  modelFileConfirmed,
  modelFileRead,
  selectPinModelFile,
  useModelFile,
} from '../../state/model-file';
import { InventoryView } from './InventoryView';
import { readModelFiles, type ReadProgress } from './read-files';

const YOUR_SETUP = '(your setup)';

type Reading = { progress: ReadProgress | undefined; cancel: () => void };

/** Without a pin ("Your setup" on the start page) the file is read for itself: nothing to confirm. */
export function ModelFilePanel({ pinId = YOUR_SETUP, modelName }: { pinId?: string; modelName?: string }) {
  const ids = { family: useId(), file: useId(), url: useId(), urlHint: useId(), confirm: useId() };
  const [family, setFamily] = useState<RuntimeFamily>('llama.cpp');
  const [url, setUrl] = useState('');
  const urlProblem = url.trim() ? addressProblem(url) : undefined;
  const [reading, setReading] = useState<Reading | undefined>();
  // `alert`: the file was not read, said at once; else a status the reader hears when free.
  const [message, setMessage] = useState<{ text: string; alert: boolean } | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const current = useModelFile((s) => selectPinModelFile(s, pinId));

  async function read(input: { files: File[] } | { url: string }) {
    const controller = new AbortController();
    setMessage(undefined);
    setReading({ progress: undefined, cancel: () => controller.abort() });
    const outcome = await readModelFiles(
      input,
      family,
      (progress) => setReading({ progress, cancel: () => controller.abort() }),
      controller.signal,
    );
    setReading(undefined);
    if (outcome.ok) {
      modelFileRead(pinId, outcome.inventory);
      setMessage({
        text: `Read ${outcome.bytesRead.toLocaleString('en-US')} bytes of headers.`,
        alert: false,
      });
    } else
      setMessage(
        'cancelled' in outcome
          ? { text: 'Cancelled: nothing was kept.', alert: false }
          : { text: `Not read: ${outcome.problem}`, alert: true },
      );
  }

  const onUrl = (e: FormEvent) => {
    e.preventDefault();
    if (url.trim()) void read({ url: url.trim() });
  };

  return (
    <section className="own-file-panel" aria-labelledby={`${ids.file}-heading`}>
      <h3 id={`${ids.file}-heading`}>Read model file</h3>
      <p className="muted small">
        Reads only the header of a GGUF or safetensors file (or of every split or shard of one), here in your
        browser: nothing is uploaded. The header gives each tensor&apos;s exact file bytes.
      </p>
      <p>
        <label htmlFor={ids.family}>Type table </label>
        <select
          id={ids.family}
          value={family}
          onChange={(e) => setFamily(e.currentTarget.value as RuntimeFamily)}
        >
          <option value="llama.cpp">llama.cpp (ggml-org)</option>
          <option value="ik_llama.cpp">ik_llama.cpp (its own type ids)</option>
        </select>
      </p>
      <p>
        <label htmlFor={ids.file}>Choose model file or all its shards </label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          multiple
          accept=".gguf,.safetensors,.json"
          disabled={reading !== undefined}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            if (files.length) void read({ files });
          }}
        />
      </p>
      <form onSubmit={onUrl} className="own-file-url">
        <label htmlFor={ids.url}>Or an https address of the file </label>
        <input
          id={ids.url}
          type="url"
          inputMode="url"
          placeholder="https://…/model-00001-of-00003.gguf"
          value={url}
          aria-describedby={ids.urlHint}
          onChange={(e) => setUrl(e.currentTarget.value)}
          disabled={reading !== undefined}
        />{' '}
        <button type="submit" disabled={reading !== undefined || !url.trim() || urlProblem !== undefined}>
          Read header from address
        </button>
        <span id={ids.urlHint} className="muted small">
          {' '}
          Asks that server for the header&apos;s bytes only (HTTP range requests), when you press the button.
        </span>
        {/* Said before any request is made: an address that will not be read, and why. */}
        {urlProblem ? <span role="status"> Not read: {urlProblem}.</span> : null}
      </form>
      {reading && (
        <p role="status" className="own-file-progress">
          {reading.progress && reading.progress.total > 0
            ? `Reading header ${Math.min(reading.progress.done + 1, reading.progress.total)} of ${reading.progress.total}: ${reading.progress.file}`
            : 'Reading the header…'}{' '}
          <button type="button" onClick={reading.cancel}>
            Cancel
          </button>
        </p>
      )}
      {message && (
        <p role={message.alert ? 'alert' : 'status'} className="own-file-message">
          {message.text}
        </p>
      )}
      {current && (
        <>
          <InventoryView inventory={current.inventory} />
          {modelName !== undefined && (
            <p className="own-file-confirm">
              <label htmlFor={ids.confirm}>
                <input
                  id={ids.confirm}
                  type="checkbox"
                  checked={current.confirmed}
                  onChange={(e) => modelFileConfirmed(pinId, e.currentTarget.checked)}
                />{' '}
                This file is the model of this pin ({modelName}): show its file bytes on the rows
              </label>
            </p>
          )}
          <p>
            <button
              type="button"
              onClick={() => {
                modelFileCleared(pinId);
                setMessage(undefined);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              Forget this file
            </button>
          </p>
        </>
      )}
    </section>
  );
}
