/**
 * A command reading as the person reviews it before opening the draft: where each component
 * lives and which flag and rule put it there, with the runtime's own words and where they
 * come from; every flag as read; conflicts; what was assumed or is not known. Text only.
 */
import { laneFor } from '../../domain/command/draft/lanes';
import type { CommandReading, Residence } from '../../domain/command/reading';
import type { Citation } from '../../domain/command/registry/types';
import { runtimeLabel } from '../../domain/command/runtime';
import { countOf } from '../../domain/text/sentence';
import { RUNTIME_SOURCES } from '../../domain/command/registry/sources';
import {
  environmentLine,
  runtimeChoiceText,
  tokenWhat,
  unreadSummary,
} from '../../domain/command/read/token-words';
import type { Hardware } from '../../domain/profile/schema/hardware';

const TIER_WORDS: Record<string, string> = {
  'gpu-memory': 'GPU memory',
  'host-ram': 'Host RAM',
  'remote-device': 'a remote device',
  'kv-backend': 'a KV storage backend',
};

function residenceWords(r: Residence, hardware: Hardware): string {
  if (r.kind === 'decided-at-run-time') return 'Decided at run time';
  if (r.kind === 'not-stated') return 'Not stated';
  if (r.kind === 'not-loaded') return 'Not loaded by the runtime';
  const lane = laneFor(r, hardware);
  const name = hardware.lanes.find((l) => l.id === lane)?.label ?? TIER_WORDS[r.tier] ?? r.tier;
  return [name, r.device, r.splitAcrossDevices ? 'split across the GPUs' : undefined]
    .filter(Boolean)
    .join(', ');
}

function sourceWords(id: string): string {
  const s = RUNTIME_SOURCES.find((x) => x.id === id);
  if (!s) return id;
  return 'repo' in s ? `${s.name}, ${s.repo} ${s.path} at ${(s.commit ?? '').slice(0, 8)}` : s.name;
}

function Cite({ c }: { c: Citation }) {
  return (
    <li className="cite">
      <q>{c.quote}</q> <span className="muted small">({sourceWords(c.source)})</span>
    </li>
  );
}

type ReadingProps = { reading: CommandReading };
type Part = CommandReading['components'][number]['parts'][number];

/** Which runtime, from where, on which hardware; how the paste was read; what was left unread. */
function ReadAs({ reading, hardware }: ReadingProps & { hardware: Hardware }) {
  const choice = runtimeChoiceText(reading);
  return (
    <>
      <p>
        Read as <strong>{runtimeLabel(reading.runtime)}</strong>
        {reading.runtimeFrom === 'given' ? '' : `, from ${reading.runtimeFrom}`}. On {hardware.label}.
        {choice ? ` ${choice}` : ''}
      </p>
      {reading.argsOnly ? (
        <p>No program is named: the paste is read as the runtime&rsquo;s arguments alone.</p>
      ) : null}
      {reading.form !== 'shell' ? (
        <p>Read from a {reading.form === 'yaml' ? 'YAML' : 'JSON'} argument list.</p>
      ) : null}
      <p className="reading-unread">{unreadSummary(reading.accounting)}</p>
    </>
  );
}

function Environment({ reading }: ReadingProps) {
  if (reading.environment.length === 0) return null;
  return (
    <>
      <h3>Environment</h3>
      <ul>
        {reading.environment.map((e, i) => (
          <li key={i}>
            {environmentLine(e)}
            {e.cite ? (
              <ul className="cites">
                <Cite c={e.cite} />
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** One part of a component: where it lives, and each flag and rule that put it there. */
function PartItem({ p, hardware }: { p: Part; hardware: Hardware }) {
  return (
    <li>
      {p.label}: <strong>{residenceWords(p.residence, hardware)}</strong>
      {p.copy ? ` (a copy: ${p.copy})` : ''}
      {p.share ? ` (${p.share})` : ''}
      {typeof p.fileBytes === 'number' && p.tensorCount !== undefined
        ? ` (${p.fileBytes.toLocaleString('en-US')} bytes of the file, ${countOf(p.tensorCount, 'tensor')})`
        : ''}
      {p.condition ? <span className="muted"> ({p.condition})</span> : null}
      <ul>
        {p.because.map((b, i) => (
          <li key={i}>
            {b.flag ? <code>{b.flag}</code> : null}
            {b.flag ? ': ' : ''}
            {b.rule}
            {b.cite.length ? (
              <ul className="cites">
                {b.cite.map((c2, j) => (
                  <Cite key={j} c={c2} />
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

function Components({ reading, hardware }: ReadingProps & { hardware: Hardware }) {
  return (
    <>
      <h3>Where each component lives</h3>
      <ul className="reading-components">
        {reading.components
          .filter((c) => c.presence === 'present')
          .map((c) => (
            <li key={c.id}>
              <strong>{c.label}</strong>
              <ul>
                {c.parts.map((p) => (
                  <PartItem key={p.id} p={p} hardware={hardware} />
                ))}
              </ul>
            </li>
          ))}
      </ul>
    </>
  );
}

function Patterns({ reading }: ReadingProps) {
  if (reading.patterns.length === 0) return null;
  return (
    <>
      <h3>What each -ot pattern matched</h3>
      <p className="muted small">
        {reading.patterns[0]!.on === 'file'
          ? 'On the tensor names of your model file.'
          : 'On this reader\u2019s stand-in names: open a model file header for the real ones.'}
      </p>
      <ul>
        {reading.patterns.map((p, i) => (
          <li key={i}>
            <code>
              {p.pattern}={p.buffer}
            </code>
            : placed {countOf(p.placed, 'tensor')}
            {p.shadowed
              ? `; ${p.shadowed} more it matches were placed by an earlier pattern (first wins)`
              : ''}
            {p.placed + p.shadowed === 0 ? '; matches nothing' : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

function Conflicts({ reading }: ReadingProps) {
  if (reading.conflicts.length === 0) return null;
  return (
    <>
      <h3>Conflicts</h3>
      <ul>
        {reading.conflicts.map((c, i) => (
          <li key={i}>
            {c.what}. {c.rule}
            {c.aborts ? ' The load stops.' : ''}
            <ul className="cites">
              {c.cite.map((q, j) => (
                <Cite key={j} c={q} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

const FLAG_STATUS = {
  described: 'described',
  read: 'read, its effect is not described here',
  unknown: 'unknown to this runtime at this version',
  refused: 'refused by this build',
};

function Flags({ reading }: ReadingProps) {
  return (
    <>
      <h3>Flags</h3>
      <ul className="reading-flags">
        {reading.flags.slice(0, 200).map((f, i) => (
          <li key={i}>
            <code>
              {f.written}
              {f.value !== undefined ? ` ${f.value}` : ''}
            </code>
            {f.from === 'env' ? ' (environment)' : ''}: {FLAG_STATUS[f.status]}
            {f.nearest ? ` (nearest known flag: ${f.nearest})` : ''}
            {f.replacedBy ? `, replaced by ${f.replacedBy}` : ''}
            {f.versionNote ? (
              <ul className="cites">
                <li>{f.versionNote.why}</li>
                <Cite c={f.versionNote.cite} />
              </ul>
            ) : null}
            {f.status === 'described' && f.entry?.cite ? (
              <ul className="cites">
                <Cite c={f.entry.cite} />
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Every word of the paste with what it was read as, and the other commands it holds. */
function Words({ reading }: ReadingProps) {
  const a = reading.accounting;
  return (
    <>
      <h3>Every word of the paste</h3>
      <ul className="reading-tokens" aria-label="Every word of the paste">
        {a.tokens.slice(0, 400).map((t, i) => (
          <li key={i} data-kind={t.kind}>
            <code>{t.text}</code>: {tokenWhat(t)}
          </li>
        ))}
      </ul>
      {a.tokens.length > 400 ? (
        <p className="muted small">The first 400 of {a.tokens.length} words are listed.</p>
      ) : null}
      {a.others.length > 0 && (
        <>
          <h3>Other commands in the paste, not read</h3>
          <ul>
            {a.others.slice(0, 50).map((o, i) => (
              <li key={i}>
                <code>{o.text}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function Assumed({ reading }: ReadingProps) {
  if (reading.assumptions.length === 0 && reading.unknowns.length === 0 && reading.problems.length === 0)
    return null;
  return (
    <>
      <h3>Assumed, not known, problems</h3>
      <ul>
        {reading.assumptions.map((a, i) => (
          <li key={`a${i}`}>
            Assumed a build with {a.change.family} PR #{a.change.pr} (merged {a.change.merged}): {a.why}.
          </li>
        ))}
        {reading.unknowns.map((u, i) => (
          <li key={`u${i}`}>{u}</li>
        ))}
        {reading.problems.slice(0, 50).map((p, i) => (
          <li key={`p${i}`}>{p}</li>
        ))}
      </ul>
    </>
  );
}

export function ReadingSummary({ reading, hardware }: { reading: CommandReading; hardware: Hardware }) {
  return (
    <div className="reading-summary">
      <ReadAs reading={reading} hardware={hardware} />
      <Environment reading={reading} />
      <Components reading={reading} hardware={hardware} />
      <Patterns reading={reading} />
      <Conflicts reading={reading} />
      <Flags reading={reading} />
      <Words reading={reading} />
      <Assumed reading={reading} />
    </div>
  );
}
