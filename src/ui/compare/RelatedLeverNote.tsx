/**
 * When either compared pin names the other as differing in one lever, say what the lever is,
 * in that pin's own words (quote or site note): the rows below then show what it changes.
 */
import type { Profile } from '../../domain/profile/schema/profile';
import { relatedLevers } from '../../domain/compare/related-pins';
import { ProseText } from '../pin/ProseText';

export function RelatedLeverNote({ a, b }: { a: Profile; b: Profile }) {
  const levers = relatedLevers(a, b);
  if (levers.length === 0) return null;
  return (
    <div className="note compare-lever" role="note" aria-label="What differs">
      <p>
        <strong>These pins differ in one lever.</strong>
      </p>
      <ul>
        {levers.map((l, i) => (
          <li key={i}>
            Pin {l.from === 'a' ? 'A' : 'B'} says: <ProseText value={l.lever} />
          </li>
        ))}
      </ul>
    </div>
  );
}
