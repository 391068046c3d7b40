/** A link that names a pin which is not loaded: say so plainly, then offer the pin list. */
import { PinList } from './PinList';
import './pin-list.css';

export function UnknownPin({ id }: { id: string }) {
  return (
    <div className="unknown-pin">
      <section className="card card--warn" aria-labelledby="unknown-pin-heading">
        <h1 id="unknown-pin-heading" tabIndex={-1}>
          No pin named “{id}”
        </h1>
        <p>
          This link names a pin that is not among the loaded profiles. It may have been renamed, or its
          profile may have failed validation. Choose one of the pins below.
        </p>
      </section>
      <PinList headingLevel={2} />
    </div>
  );
}
