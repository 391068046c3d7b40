/**
 * The load log against the command, device by device: each device the log or the command
 * names, with what the log confirms, contradicts or does not print there; what concerns the
 * whole run (the runtime, the build, the layer count) first. Contradictions are said first in
 * the summary, so a person sees at once whether the log agrees.
 */
import type { CheckItem } from '../../domain/load-log/log-check-item';

const VERDICT: Record<CheckItem['verdict'], string> = {
  agrees: 'Confirms',
  disagrees: 'Contradicts',
  'not in the log': 'Not in the log',
};

function Item({ item }: { item: CheckItem }) {
  return (
    <li className={`log-check-${item.verdict === 'disagrees' ? 'bad' : 'item'}`}>
      <strong>{VERDICT[item.verdict]}</strong> {item.what}: your command: {item.command}; the log: {item.log}
      {item.line ? ` (line ${item.line})` : ''}
    </li>
  );
}

export function LogCheckList({ items }: { items: readonly CheckItem[] }) {
  const bad = items.filter((i) => i.verdict === 'disagrees').length;
  const devices = [...new Set(items.flatMap((i) => (i.device ? [i.device] : [])))];
  const whole = items.filter((i) => !i.device);
  return (
    <section className="log-check" aria-label="The load log against your command">
      <h3>The load log against your command</h3>
      <p>
        {bad
          ? `The log contradicts your command in ${bad} ${bad === 1 ? 'place' : 'places'}.`
          : 'The log contradicts your command nowhere it prints.'}
      </p>
      {whole.length > 0 && (
        <>
          <h4>The whole run</h4>
          <ul>
            {whole.map((i, k) => (
              <Item key={k} item={i} />
            ))}
          </ul>
        </>
      )}
      {devices.map((d) => (
        <div key={d}>
          <h4>{d}</h4>
          <ul aria-label={d}>
            {items
              .filter((i) => i.device === d)
              .map((i, k) => (
                <Item key={k} item={i} />
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
