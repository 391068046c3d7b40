/**
 * The model loads in a log, found before the figures are read: each starts at
 * "llama_model_loader: loaded meta data with ..." and is a --fit probe when its print_info says
 * "no_alloc = 1" (llama.cpp v0.5.0: --fit is on by default and measures the model with
 * no_alloc loads before the real one, common/fit.cpp; src/llama-model.cpp prints no_alloc).
 * A figure's load is the last load started at or before its line.
 */
import type { LogLine } from './log-lines';
import type { ModelLoad } from './log-reading';
import { NO_ALLOC, TENSOR_COUNT } from './log-patterns';

export function findLoads(lines: readonly LogLine[]): ModelLoad[] {
  const loads: ModelLoad[] = [];
  for (const l of lines) {
    if (TENSOR_COUNT.test(l.text)) loads.push({ index: loads.length, probe: false, line: l.no });
    const m = NO_ALLOC.exec(l.text);
    if (m && loads.length) loads.at(-1)!.probe = m[1] === '1';
  }
  return loads;
}

/** The load a line belongs to (loads are in line order): binary search, so a long log stays linear. */
export function loadOf(loads: readonly ModelLoad[], line: number): ModelLoad | undefined {
  let lo = 0;
  let hi = loads.length - 1;
  let found: ModelLoad | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (loads[mid]!.line <= line) {
      found = loads[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
