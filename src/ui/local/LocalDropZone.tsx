/** On the pin list: drop a profile (or hardware) file to preview it like a bundled pin. */
import { useState, type DragEvent } from 'react';
import { useExplorerApi } from '../../state/store';
import { openLocalFiles } from './open-local-file';
import { LOCAL_NOT_KEPT, NOTHING_LEAVES } from './LocalNotices';
import './local.css';

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

export function LocalDropZone() {
  const [over, setOver] = useState(false);
  const store = useExplorerApi();
  const onDragOver = (e: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(e)) return;
    e.preventDefault();
    setOver(false);
    void openLocalFiles(Array.from(e.dataTransfer.files), store);
  };
  return (
    <section className="local-drop" aria-labelledby="local-drop-heading">
      <h2 id="local-drop-heading">Preview a local profile</h2>
      <div
        className={`drop-zone${over ? ' is-over' : ''}`}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>
          Drop a profile <code>.json</code> file here, or use <strong>Open profile file</strong> at the top.
          It is checked with the same schema as the bundled pins and opens like one. A profile for other
          hardware needs that hardware file (one with <code>"lanes"</code>): drop both together.
        </p>
        <p className="muted small">
          {NOTHING_LEAVES} {LOCAL_NOT_KEPT}
        </p>
      </div>
    </section>
  );
}
