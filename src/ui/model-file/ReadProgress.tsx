/**
 * What a reader of a person's own file shows while it reads and after: a status line with its
 * progress and a Cancel button, then one message, an alert when the file was not read (said at
 * once), else a status the reader hears when free. The model file's and the log's panels
 * share it, and `useReading`, which holds the read that is under way and its Cancel.
 */
import { useState } from 'react';

export type ReadMessage = { text: string; alert: boolean };

/** A read under way: its progress, said in words by the panel, and how to stop it. */
export type Reading = { text: string; cancel: () => void };

export function ReadProgress({
  reading,
  message,
}: {
  reading: Reading | undefined;
  message: ReadMessage | undefined;
}) {
  return (
    <>
      {reading && (
        <p role="status" className="own-file-progress">
          {reading.text}{' '}
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
    </>
  );
}

/**
 * One read at a time: `start` gives the signal that Cancel aborts and a `progress` that updates
 * the status line with the panel's words for it; `finish` ends the read with its message.
 */
export function useReading<P>(words: (progress: P | undefined) => string) {
  const [reading, setReading] = useState<Reading | undefined>();
  const [message, setMessage] = useState<ReadMessage | undefined>();
  const start = () => {
    const controller = new AbortController();
    const cancel = () => controller.abort();
    setMessage(undefined);
    setReading({ text: words(undefined), cancel });
    return {
      signal: controller.signal,
      progress: (p: P) => setReading({ text: words(p), cancel }),
    };
  };
  const finish = (m: ReadMessage | undefined) => {
    setReading(undefined);
    setMessage(m);
  };
  return { reading, message, start, finish, busy: reading !== undefined };
}
