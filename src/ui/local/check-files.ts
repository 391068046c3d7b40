/**
 * Validating local files' text, off the page's main thread where it can be: a file at the
 * format's limits takes longer to validate than a frame, so it is checked in a worker
 * (validate.worker.ts) and the page stays responsive; where there is no Worker (tests in
 * jsdom), the same function runs here. Hardware first, so a profile opened with its
 * hardware finds it, then profiles against the loaded hardware plus the new. Never throws.
 */
import type { Hardware } from '../../domain/profile/schema/hardware';
import { isObject } from '../../domain/keyed';
import { jsonSyntaxMessage } from '../../profiles/json-error-offset';
import type { LocalFileOutcome } from '../../state/types';

export type FileText = { file: string; text: string };
export type CheckRequest = {
  texts: readonly FileText[];
  /** Hardware already loaded (a profile may name it). */
  known: readonly Hardware[];
  /** Every hardware id the catalogue serves, loaded or not: what a profile may name. */
  served: readonly string[];
};

export async function checkTexts({ texts, known, served }: CheckRequest): Promise<LocalFileOutcome[]> {
  const out: LocalFileOutcome[] = [];
  const ok: (FileText & { json: unknown })[] = [];
  for (const t of texts) {
    try {
      ok.push({ ...t, json: JSON.parse(t.text) as unknown });
    } catch (e) {
      const message = `${jsonSyntaxMessage(t.text, (e as Error).message)}. A profile or hardware file is one JSON object.`;
      out.push({ file: t.file, kind: 'rejected', errors: [{ file: t.file, path: '(root)', message }] });
    }
  }
  if (ok.length === 0) return out;
  const { validateHardware, validateProfile } = await import('../../profiles/validate-browser');
  const isHardware = (r: { json: unknown }) => isObject(r.json) && 'lanes' in r.json;
  const hardware = [...known];
  for (const r of ok.filter(isHardware)) {
    const result = validateHardware(r.file, r.text);
    if (result.hardware) {
      out.push({ file: r.file, kind: 'hardware', hardware: result.hardware });
      // The store refuses an id already loaded; profiles are checked against the one that stays.
      if (!hardware.some((h) => h.id === result.hardware!.id)) hardware.push(result.hardware);
    } else out.push({ file: r.file, kind: 'rejected', errors: result.errors });
  }
  for (const r of ok.filter((x) => !isHardware(x))) {
    const result = validateProfile(r.file, r.text, hardware, { knownHardware: served, local: true });
    out.push(
      result.profile
        ? { file: r.file, kind: 'profile', profile: result.profile }
        : { file: r.file, kind: 'rejected', errors: result.errors },
    );
  }
  return out;
}

/** checkTexts in a worker when the browser has them; here otherwise, or if the worker fails. */
export function checkOffThread(request: CheckRequest): Promise<LocalFileOutcome[]> {
  if (typeof Worker === 'undefined') return checkTexts(request);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./validate.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(checkTexts(request));
      return;
    }
    const done = (outcomes: Promise<LocalFileOutcome[]> | LocalFileOutcome[]) => {
      worker.terminate();
      resolve(outcomes);
    };
    worker.onmessage = (e: MessageEvent<LocalFileOutcome[]>) => done(e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      done(checkTexts(request));
    };
    worker.postMessage(request);
  });
}
