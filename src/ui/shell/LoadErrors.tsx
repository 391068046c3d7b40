/**
 * Profiles that failed validation, listed apart from the pins that loaded: each error names
 * the file, the field path and the problem, so the author can fix it.
 */
import type { ProfileError } from '../../profiles/errors';
import { ErrorItem } from './ErrorItem';
import './pin-list.css';

export function LoadErrors({ errors }: { errors: readonly ProfileError[] }) {
  if (errors.length === 0) return null;
  const files = new Set(errors.map((e) => e.file));
  return (
    <section className="card card--danger load-errors" aria-labelledby="load-errors-heading">
      <h2 id="load-errors-heading">
        {files.size === 1
          ? 'One profile file failed validation'
          : `${files.size} profile files failed validation`}
      </h2>
      <p className="muted small">These files were not loaded. Every other pin loaded and works as usual.</p>
      <div role="alert">
        <ul className="error-list">
          {errors.map((e, i) => (
            <ErrorItem key={i} error={e} />
          ))}
        </ul>
      </div>
    </section>
  );
}
