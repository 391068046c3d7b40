/**
 * When either compared pin names the other as a related pin, say who names whom and the lever
 * in that pin's own words (quote or site note); then how many aligned rows differ, counted
 * from the same key differences the section below lists, so the note never promises one
 * difference above five.
 */
import type { Profile } from '../../domain/profile/schema/profile';
import type { KeyDifferences } from '../../domain/compare/key-differences';
import { leverHeading, leverSaidBy, relatedLevers } from '../../domain/compare/related-pins';
import { ProseText } from '../pin/ProseText';

export function RelatedLeverNote({ a, b, keyDiffs }: { a: Profile; b: Profile; keyDiffs: KeyDifferences }) {
  const levers = relatedLevers(a, b);
  if (levers.length === 0) return null;
  const differ = keyDiffs.total - keyDiffs.identical;
  return (
    <div className="note compare-lever" role="note" aria-label="What differs">
      <p>
        <strong>{leverHeading(levers)}</strong>
      </p>
      <ul>
        {levers.map((l, i) => (
          <li key={i}>
            {leverSaidBy(l)} <ProseText value={l.lever} />
          </li>
        ))}
      </ul>
      <p>
        {differ === 0
          ? 'No aligned row differs.'
          : `In all, ${differ} of ${keyDiffs.total} aligned rows differ: “Key differences” below lists them.`}
      </p>
    </div>
  );
}
