/**
 * "Your own files" beside the board: a model file's header and a runtime's load log, each
 * opened on demand (OwnFileReaders; its reader's code loads only then).
 */
import { DraftLogCheck } from '../command/DraftLogCheck';
import { OwnFileReaders } from './OwnFileReaders';

export function OwnFiles({ pinId, modelName }: { pinId: string; modelName: string }) {
  return (
    <section className="card own-files" aria-labelledby="own-files-heading">
      <h2 id="own-files-heading">Your own files</h2>
      <p className="muted small">
        Exact file bytes from a model file&apos;s header, and a runtime&apos;s own figures from its log.
      </p>
      <OwnFileReaders pin={{ pinId, modelName }}>
        <DraftLogCheck pinId={pinId} />
      </OwnFileReaders>
    </section>
  );
}
