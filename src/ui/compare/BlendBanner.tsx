/**
 * The standing notes above the comparison: the do-not-blend warning when either pin names
 * the other (one pin's own evidence is enough, see namesEachOther), and always the reason
 * nothing is computed across the two pins (invariant 8).
 */
import type { Profile } from '../../domain/profile/schema/profile';
import { namesEachOther } from '../../domain/compare/compare-side';
import { NO_CROSS_ARITHMETIC } from '../../domain/text/standing-sentences';

export function BlendBanner({ a, b }: { a: Profile; b: Profile }) {
  if (a.id === b.id) {
    return (
      <p className="callout compare-callout compare-callout--same" role="note">
        <span className="callout-icon callout-icon--info" aria-hidden="true">
          i
        </span>
        <span>
          <strong>Pin A and pin B are the same pin.</strong> Every row below is the same; choose another pin
          to see differences. {NO_CROSS_ARITHMETIC}
        </span>
      </p>
    );
  }
  if (!namesEachOther(a, b)) {
    return (
      <p className="note compare-why" role="note">
        {NO_CROSS_ARITHMETIC}
      </p>
    );
  }
  const aNames = a.doNotBlendWith.includes(b.id);
  const bNames = b.doNotBlendWith.includes(a.id);
  const both = aNames && bNames;
  const who = [...(aNames ? [`Pin A lists pin B`] : []), ...(bNames ? [`Pin B lists pin A`] : [])].join(
    ' and ',
  );
  return (
    <div className="callout callout--warn compare-callout" role="note" aria-label="Do not blend">
      <span className="callout-icon" aria-hidden="true">
        !
      </span>
      <div>
        <p className="compare-callout-title">
          <strong>
            {both ? 'Do not blend: these pins name each other.' : 'Do not blend: one pin names the other.'}
          </strong>
        </p>
        <p>
          {who} under “do not blend with”. {NO_CROSS_ARITHMETIC}
        </p>
      </div>
    </div>
  );
}
