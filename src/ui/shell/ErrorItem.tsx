/**
 * One error of a file that was not loaded: the file, the place in it, and what is wrong. An
 * error about the file as a whole (a kept draft that did not open) has no place, and says none.
 */
import { placeOf, type ProfileError } from '../../profiles/errors';

export function ErrorItem({ error }: { error: ProfileError }) {
  const place = placeOf(error);
  return (
    <li>
      <code className="error-file">{error.file}</code>
      {place ? (
        <>
          {' '}
          <span className="error-path">
            at <code>{place}</code>
          </span>
        </>
      ) : null}
      : <span className="error-message">{error.message}</span>
    </li>
  );
}
