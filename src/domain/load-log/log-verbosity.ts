/**
 * A llama.cpp log that lacks load lines says what it lacks and what prints them. Checked with
 * llama.cpp v0.5.0's llama-completion built here (tests/fixtures/logs/llamacpp-v0.5.0-local/):
 * at its default verbosity (-lv 3) it prints no load line at all; -lv 4 prints the buffer and
 * --fit lines of the real load; -v (--verbose) also prints the --fit probe loads and each
 * layer's device ("layer N assigned to device", "dev = CPU": LLAMA_LOG_DEBUG in
 * src/llama-model.cpp and src/llama-kv-cache.cpp).
 */
import type { LogLine } from './log-lines';
import type { LogReading } from './log-reading';

/** Lines llama.cpp's tools print at every verbosity (common/, tools/completion). */
const LLAMA_MARK =
  /^(?:build|main|system_info|llama_completion|common_perf_print|common_init_result|generate|sampler (?:seed|params|chain)|llama_perf_\w+): /;

export function defaultVerbosityLacks(r: LogReading, lines: readonly LogLine[]): string | undefined {
  if (r.limit || r.serving.length > 0 || r.otherRuntime) return undefined;
  const loadLines = r.buffers.length + r.offloads.length + r.breakdowns.length + (r.fit ? 1 : 0);
  if (loadLines === 0 && r.linesRead === 0 && lines.some((l) => LLAMA_MARK.test(l.text)))
    return "This is llama.cpp output without its load lines (no buffer per device, no layers offloaded), as llama.cpp prints at its default verbosity: run with -lv 4 for the buffer and --fit lines, or -v (--verbose) for those, the --fit probe loads and each layer's device.";
  if (
    r.runtime === 'llama.cpp' &&
    r.buffers.length > 0 &&
    r.layerDevices.length === 0 &&
    r.kvLayers.length === 0
  )
    return 'This log has no per-layer device lines ("layer N assigned to device", "dev = …"): llama.cpp prints them only with -v (--verbose).';
  return undefined;
}
