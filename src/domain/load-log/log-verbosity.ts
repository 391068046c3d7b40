/**
 * A llama.cpp log that names the runtime but prints none of the per-device buffer lines was
 * cut short or printed at a lower verbosity: it says so, and what prints them. llama.cpp
 * v0.5.0's common/arg.cpp: "-v, --verbose, --log-verbose: Set verbosity level to infinity",
 * "-lv N: ... 3: info, 4: trace (more info), 5: debug"; the per-layer device lines are
 * LLAMA_LOG_DEBUG (src/llama-model.cpp, src/llama-kv-cache.cpp) and the --fit lines LOG_TRC
 * (common/fit.cpp), so only -v (or -lv 5) prints them all.
 */
import type { LogLine } from './log-lines';
import type { LogReading } from './log-reading';

const LLAMA_MARK =
  /^(?:build|main|system_info|llama_model_load_from_file_impl|common_init_from_params|sampler \w+|load_backend): /;

export function defaultVerbosityLacks(r: LogReading, lines: readonly LogLine[]): string | undefined {
  if (r.limit || r.serving.length > 0 || r.otherRuntime) return undefined;
  const llama =
    r.runtime !== undefined || r.build !== undefined || lines.some((l) => LLAMA_MARK.test(l.text));
  if (!llama) return undefined;
  const missing: string[] = [];
  if (r.buffers.length === 0) missing.push('no model, KV or compute buffer line per device');
  if (r.offloads.length === 0) missing.push('no "offloaded N/M layers to GPU" line');
  if (r.layerDevices.length === 0 && r.buffers.length > 0)
    missing.push('no "layer N assigned to device" line');
  if (missing.length === 0 || (r.buffers.length > 0 && missing.length === 1 && r.layerDevices.length === 0))
    return r.buffers.length > 0 && r.layerDevices.length === 0
      ? 'This log has the buffer lines but not the per-layer device lines ("layer N assigned to device", "dev = …"): llama.cpp prints those only at -v (or -lv 5).'
      : undefined;
  return `This log has ${missing.join(', and ')}: it was cut short or printed at a lower verbosity. llama.cpp prints every load line with -v (--verbose); -lv 3 prints the buffer lines, -lv 5 also each layer's device.`;
}
