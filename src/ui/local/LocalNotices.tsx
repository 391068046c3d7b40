/**
 * Notices above the view: what a shared link carried that was ignored, what the last local
 * files did (opened, or refused with file, field path and message), and the mark on a pin
 * that was read from a local file. Each reads one small slice of the store.
 */
import { selectLinkNotice, selectLocalFileReport, selectLocalPin } from '../../state/selectors';
import { useExplorer, useExplorerApi } from '../../state/store';
import { ErrorItem } from '../shell/ErrorItem';
import { useRoute } from '../routing';
import './local.css';

export const LOCAL_NOT_KEPT = 'Local pins are not kept after a reload.';
const DRAFT_KEPT = 'A draft from your command: it is kept after a reload.';
export const NOTHING_LEAVES = 'The file is read in this browser; nothing is uploaded.';

export function LinkNotice() {
  const store = useExplorerApi();
  const ignored = useExplorer(selectLinkNotice);
  if (!ignored) return null;
  return (
    <section className="notice card card--warn" role="status" aria-labelledby="link-notice-heading">
      <h2 id="link-notice-heading" className="notice-title">
        Parts of this link were ignored
      </h2>
      <p className="small">The rest of the link opened. Ignored:</p>
      <ul className="notice-list">
        {ignored.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      <button type="button" className="notice-dismiss" onClick={() => store.getState().linkNoticeDismissed()}>
        Dismiss
      </button>
    </section>
  );
}

export function LocalFileReport() {
  const store = useExplorerApi();
  const report = useExplorer(selectLocalFileReport);
  if (!report) return null;
  const files = new Set(report.errors.map((e) => e.file));
  return (
    <section
      className={`notice card ${report.errors.length ? 'card--danger' : ''}`}
      aria-labelledby="local-report-heading"
    >
      <h2 id="local-report-heading" className="notice-title">
        {report.errors.length
          ? files.size === 1
            ? 'A local file was not opened'
            : `${files.size} local files were not opened`
          : 'Local file opened'}
      </h2>
      {report.notes.length > 0 && (
        <div role="status" aria-label="Local file notes">
          {report.notes.map((n, i) => (
            <p key={i} className="small">
              {n}
            </p>
          ))}
        </div>
      )}
      {report.errors.length > 0 && (
        <div role="alert" aria-label="Local file errors">
          <ul className="error-list">
            {report.errors.map((e, i) => (
              <ErrorItem key={i} error={e} />
            ))}
          </ul>
          <p className="muted small">Nothing else changed: every pin and exploration you had is as it was.</p>
        </div>
      )}
      <button
        type="button"
        className="notice-dismiss"
        onClick={() => store.getState().localFileReportDismissed()}
      >
        Dismiss
      </button>
    </section>
  );
}

/** "Local file: my-pin.json" beside a pin read from a file (pin list, pin view). */
export function LocalFileMark({ pinId, detail = false }: { pinId: string; detail?: boolean }) {
  const local = useExplorer((s) => selectLocalPin(s, pinId));
  if (!local) return null;
  return (
    <p className="local-mark">
      <span className="badge badge--warn">Local file: {local.file}</span>
      {detail && (
        <span className="small">
          {' '}
          Not a bundled pin
          {local.renamedFrom ? `; its file names it "${local.renamedFrom}", a bundled pin's id` : ''}.{' '}
          {local.draft ? DRAFT_KEPT : LOCAL_NOT_KEPT}
        </span>
      )}
    </p>
  );
}

/** The marks for the local pins the current view shows. */
export function LocalViewMarks() {
  const view = useRoute();
  const ids = view.kind === 'pin' ? [view.id] : view.kind === 'compare' ? [view.a, view.b] : [];
  return (
    <>
      {ids.map((id, i) => (
        <LocalFileMark key={`${i}-${id}`} pinId={id} detail />
      ))}
    </>
  );
}

/** Everything this module shows above the view, in one place for the shell. */
export function ViewNotices() {
  return (
    <>
      <LinkNotice />
      <LocalFileReport />
      <LocalViewMarks />
    </>
  );
}
