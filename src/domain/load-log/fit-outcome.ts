/**
 * Whether a run's --fit left the command's parameters as they were. llama.cpp v0.5.0's
 * common_params_fit_impl (common/fit.cpp) measures the command as given and returns before
 * changing anything when every device keeps its free-memory target, saying so: "targets for
 * free memory can be met on all devices, no changes needed" (several devices) or "will leave
 * ... MiB of free device memory, no changes needed" (one device, or host memory only). An
 * unset -ngl (-1) then stays unset, which the loader reads as every layer slot
 * (src/llama-model.cpp). Pure: a log's reading in, a fact of that run out.
 */
import type { LogReading } from './log-reading';

/** The line that says --fit kept the parameters, when the log has one. */
export function fitKeptParameters(log: LogReading): { line: number } | undefined {
  const s = log.fit?.sentences.find((x) => /, no changes needed$/.test(x.text));
  return s && { line: s.line };
}
