/**
 * A draft's bytes per device (issue 27): one lane per device the command uses and one for
 * host RAM, each with its model, KV and output bytes as computed by this site from the model
 * file's header and llama.cpp v0.5.0's rules, its compute buffer, its capacity and the answer
 * that follows. Loaded on demand, only for a draft whose model file header was read.
 */
import { useId, useMemo } from 'react';
import { draftMemory, type DeviceLane, type DraftMemory } from '../../domain/memory/device-lanes';
import { runFigures } from '../../domain/memory/run-figures';
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { BoardSetup } from '../../domain/setup/board-setup';
import {
  answerWords,
  capacityWords,
  computeWords,
  figureWords,
  kvWords,
  laneTitle,
  layersWords,
} from './device-lane-words';
import './device-lanes.css';

function Lane({ lane, outputSlot }: { lane: DeviceLane; outputSlot: number | undefined }) {
  const id = useId();
  return (
    <li>
      <section className={`device-lane device-lane--${lane.kind}`} aria-labelledby={id}>
        <h4 id={id}>{laneTitle(lane)}</h4>
        <p className="muted small">
          {layersWords(lane, outputSlot)}; {lane.tensors} {lane.tensors === 1 ? 'tensor' : 'tensors'}
        </p>
        <dl>
          <dt>Model buffers</dt>
          <dd>{figureWords(lane.model)}</dd>
          <dt>KV cache</dt>
          <dd>{kvWords(lane)}</dd>
          {lane.output && (
            <>
              <dt>Output buffer</dt>
              <dd>{figureWords(lane.output)}</dd>
            </>
          )}
          <dt>Model + KV + output</dt>
          <dd>{figureWords(lane.exact)}</dd>
          <dt>Compute buffer</dt>
          <dd>{computeWords(lane.compute)}</dd>
          <dt>Capacity</dt>
          <dd>{capacityWords(lane)}</dd>
        </dl>
        <p className={`device-lane-answer device-lane-answer--${lane.answer.kind}`}>
          {answerWords(lane.answer)}
        </p>
      </section>
    </li>
  );
}

export default function DeviceLanes({ setup, hardware }: { setup: BoardSetup; hardware: Hardware }) {
  const id = useId();
  const memory = useMemo(
    (): DraftMemory =>
      setup.headers && setup.inventory
        ? draftMemory({
            headers: setup.headers,
            inventory: setup.inventory,
            reading: setup.reading,
            hardware,
            // A log of this command's run: its compute buffers, free memory and --fit outcome.
            ...(setup.log ? { run: runFigures(setup.log) } : {}),
          })
        : { ok: false, why: 'no model file header was read' },
    [setup, hardware],
  );
  return (
    <section className="device-lanes" aria-labelledby={id}>
      <h3 id={id}>Bytes per device</h3>
      {!memory.ok ? (
        <>
          <p>Not computed: {memory.why}.</p>
          {memory.refused && (
            <ul>
              {memory.refused.map((r) => (
                <li key={r}>Refused: {r}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <p className="muted small">
            Exact figures {memory.figures}, from your model file&apos;s header and this command: not reported
            by the runtime. Compute buffers only the runtime measures: shown when your load log prints them.
          </p>
          <ul className="device-lane-list">
            {memory.lanes.map((l) => (
              <Lane key={l.device} lane={l} outputSlot={memory.outputSlot} />
            ))}
          </ul>
          {[...memory.refused.map((r) => `Refused by ${memory.build}: ${r}`), ...memory.notes].map((n) => (
            <p key={n} className="muted small">
              {n}
            </p>
          ))}
          {memory.notPlaced.length > 0 && (
            <p className="muted small">
              Not loaded: {memory.notPlaced.length} {memory.notPlaced.length === 1 ? 'tensor' : 'tensors'} (
              {memory.notPlaced[0]!.why}).
            </p>
          )}
        </>
      )}
    </section>
  );
}
