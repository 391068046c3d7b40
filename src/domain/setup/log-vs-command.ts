/**
 * A command's reading and its log's, side by side: the log (its real load, never a --fit probe)
 * confirms or contradicts what the command implies, device by device: the runtime, the layers
 * offloaded, each overridden tensor's buffer, which devices hold model weights and where the KV
 * cache is. Every disagreement is one item, named; what the log does not print is said.
 * Overrides follow llama.cpp v0.5.0: the first pattern found in a tensor's name decides
 * (src/llama-model-loader.cpp, std::regex_search); --cpu-moe / --n-cpu-moe N add
 * "\.ffn_(up|down|gate|gate_up)_(ch|)exps" for all layers / "blk\.i" of the first N
 * (common/common.h LLM_FFN_EXPS_REGEX, common/arg.cpp). An override to CPU may land in one of
 * the CPU's extra buffer types ("when overriding to a CPU buffer, consider the extra buffer
 * types", src/llama-model-loader.cpp), so CPU_REPACK agrees with "=CPU". A part the runtime
 * places at load (--fit, no -ngl) may be in host or device memory.
 */
import { compilePattern } from '../command/llamacpp/overrides';
import type { CommandReading, Tier } from '../command/reading';
import type { CheckItem } from '../load-log/log-check-item';
import type { LogReading } from '../load-log/log-reading';
import { commandSplit, splitItems, type Split } from './log-vs-split';

const EXPS = String.raw`\.ffn_(up|down|gate|gate_up)_(ch|)exps`;
const isHost = (device: string) => /^CPU|_Host$/.test(device);
const sameBuffer = (command: string, log: string) =>
  command === log || (command === 'CPU' && /^CPU_\w+$/.test(log));

export function checkLogAgainstCommand(cmd: CommandReading, log: LogReading): CheckItem[] {
  const items: CheckItem[] = [runtimeItem(cmd, log)];
  if (items[0]!.verdict === 'disagrees') return items;
  const real = <T extends { kind: { kind: string } }>(xs: readonly T[]) =>
    xs.filter((x) => x.kind.kind === 'reported');
  const split = commandSplit(cmd, log);
  const perDevice = splitItems(log, split);
  items.push(layersItem(cmd, log), ...perDevice.filter((i) => i.what === 'layers'));
  items.push(...overrideItems(cmd, real(log.overrides)));
  const tiers = new Set<Tier>();
  // A part the command does not place (not stated, or decided at load by --fit) may be anywhere.
  let open = false;
  for (const c of cmd.components)
    for (const p of c.parts)
      if (c.kind === 'kv-cache') continue;
      else if (p.residence.kind === 'tier') tiers.add(p.residence.tier);
      else open = true;
  const models = real(log.buffers).filter((b) => b.buffer === 'model' && Number(b.size.value) > 0);
  for (const b of models) {
    const host = isHost(b.device);
    const placed = host ? tiers.has('host-ram') : tiers.has('gpu-memory') || tiers.has('remote-device');
    items.push({
      verdict: placed || open ? 'agrees' : 'disagrees',
      device: b.device,
      what: 'model weights',
      command: placed
        ? `places parts in ${host ? 'host RAM' : 'device memory'}`
        : open
          ? 'leaves parts to the runtime (not stated, or --fit)'
          : `places no part in ${host ? 'host RAM' : 'device memory'}`,
      log: `${b.device} model buffer ${b.size.value} ${b.size.unit}`,
      line: b.line,
    });
  }
  if (
    (tiers.has('gpu-memory') || tiers.has('remote-device')) &&
    models.length &&
    models.every((b) => isHost(b.device))
  )
    items.push({
      verdict: 'disagrees',
      device: undefined,
      what: 'model weights',
      command: 'places parts in device memory',
      log: `every model buffer is in host memory (${models.map((b) => b.device).join(', ')})`,
      line: models[0]!.line,
    });
  const kvPerDevice = perDevice.filter((i) => i.what === 'KV cache');
  items.push(...(kvPerDevice.length ? kvPerDevice : [kvItem(cmd, split, real(log.buffers))]));
  return items;
}

function runtimeItem(cmd: CommandReading, log: LogReading): CheckItem {
  const family = cmd.runtime.family;
  const served = log.serving.map((f) => f.runtime.toLowerCase());
  const logName = log.serving[0]?.runtime ?? log.otherRuntime ?? log.runtime ?? 'not named by the log';
  const same =
    served.length > 0
      ? served.includes(family)
      : log.otherRuntime === undefined &&
        (log.runtime === family ||
          (log.runtime === 'llama.cpp or ik_llama.cpp' && family !== 'vllm' && family !== 'sglang'));
  const build = cmd.runtime.version.kind === 'build' ? `b${cmd.runtime.version.build}` : undefined;
  if (same && build && log.build && !log.build.startsWith(`${build} `))
    return {
      verdict: 'disagrees',
      device: undefined,
      what: 'build',
      command: build,
      log: log.build,
      line: undefined,
    };
  return {
    verdict: same
      ? 'agrees'
      : log.runtime === undefined && !served.length && !log.otherRuntime
        ? 'not in the log'
        : 'disagrees',
    device: undefined,
    what: 'runtime',
    command: family,
    log: logName === log.runtime ? `${logName} (${log.runtimeWhy})` : logName,
    line: undefined,
  };
}

function layersItem(cmd: CommandReading, log: LogReading): CheckItem {
  const ngl = cmd.settings.find((s) => s.id === 'gpu-layers');
  const o = log.offloaded?.kind.kind === 'reported' ? log.offloaded : undefined;
  const base = { device: undefined, what: 'layers offloaded' as const, line: o?.line };
  if (!o)
    return {
      ...base,
      verdict: 'not in the log',
      command: ngl ? `${ngl.flag} ${ngl.value}` : 'not stated',
      log: 'no "offloaded N/M layers" line of the real load',
    };
  const shown = `offloaded ${o.layers}/${o.of} layers to GPU`;
  if (!ngl || ngl.unstated || ngl.value === 'auto' || ngl.value === '-1')
    return { ...base, verdict: 'agrees', command: 'not stated: the runtime decides (--fit)', log: shown };
  const n = ngl.value === 'all' ? o.of : Number(ngl.value);
  if (!Number.isInteger(n))
    return { ...base, verdict: 'not in the log', command: `${ngl.flag} ${ngl.value}`, log: shown };
  return {
    ...base,
    verdict: Math.min(n, o.of) === o.layers ? 'agrees' : 'disagrees',
    command: `${ngl.flag} ${ngl.value}`,
    log: shown,
  };
}

/** The command's override patterns in order, each with its buffer: -ot pairs, then the MoE flags'. */
function commandPatterns(
  cmd: CommandReading,
): { flag: string; re: { test(text: string): boolean } | undefined; buffer: string }[] {
  const out = cmd.patterns.map((p) => ({ flag: p.flag, re: compilePattern(p.pattern).re, buffer: p.buffer }));
  for (const s of cmd.settings) {
    if (s.id === 'cpu-moe') out.push({ flag: s.flag, re: new RegExp(EXPS), buffer: 'CPU' });
    const n = Number(s.value);
    if (s.id === 'n-cpu-moe' && Number.isInteger(n) && n > 0 && n <= 10_000)
      out.push({
        flag: `${s.flag} ${s.value}`,
        re: new RegExp(String.raw`^blk\.(${Array.from({ length: n }, (_, i) => i).join('|')})${EXPS}`),
        buffer: 'CPU',
      });
  }
  return out;
}

function overrideItems(cmd: CommandReading, logged: LogReading['overrides']): CheckItem[] {
  const pats = commandPatterns(cmd);
  const items: CheckItem[] = [];
  const base = { device: undefined, what: 'overridden tensors' as const };
  if (!logged.length) {
    if (pats.length)
      items.push({
        ...base,
        verdict: 'not in the log',
        command: pats.map((p) => p.flag).join(', '),
        log: 'no "buffer type overridden" line (llama.cpp prints them with -v)',
        line: undefined,
      });
    return items;
  }
  const used = new Set<string>();
  const agree = new Map<string, number>();
  const wrong: CheckItem[] = [];
  for (const o of logged) {
    const p = pats.find((x) => x.re?.test(o.tensor));
    if (p) used.add(p.flag);
    if (p && sameBuffer(p.buffer, o.to)) agree.set(o.to, (agree.get(o.to) ?? 0) + 1);
    else
      wrong.push({
        ...base,
        device: o.to,
        verdict: 'disagrees',
        command: p ? `${p.flag} sends ${o.tensor} to ${p.buffer}` : `no pattern matches ${o.tensor}`,
        log: `${o.tensor} overridden to ${o.to}`,
        line: o.line,
      });
  }
  for (const [to, n] of agree)
    items.push({
      ...base,
      device: to,
      verdict: 'agrees',
      command: `${n} tensors to ${to}`,
      log: `${n} tensors overridden to ${to}`,
      line: undefined,
    });
  items.push(...wrong);
  for (const p of pats)
    if (!used.has(p.flag))
      items.push({
        ...base,
        verdict: 'disagrees',
        command: p.flag,
        log: 'no tensor of the log was overridden by it',
        line: undefined,
      });
  return items;
}

/** Which device classes hold the KV cache, from the KV buffer lines (a log without -v). */
function kvItem(cmd: CommandReading, split: Split, buffers: LogReading['buffers']): CheckItem {
  const kv = cmd.components.find((c) => c.kind === 'kv-cache');
  const tiers = new Set(
    kv?.parts.flatMap((p) => (p.residence.kind === 'tier' ? [p.residence.tier] : [])) ?? [],
  );
  // The layer split puts the KV of layers left on the CPU (partial -ngl, -nkvo) in host RAM.
  if (split.ok && (!split.kvOffload || split.names.slice(0, -1).includes('CPU'))) tiers.add('host-ram');
  const kvBuffers = buffers.filter((b) => b.buffer === 'KV');
  const devices = [...new Set(kvBuffers.map((b) => b.device))];
  const base = { device: undefined, what: 'KV cache' as const, line: kvBuffers[0]?.line };
  const command = tiers.size ? [...tiers].join(', ') : 'not stated';
  if (!devices.length)
    return { ...base, verdict: 'not in the log', command, log: 'no KV line of the real load' };
  // Every device class the log puts KV on must be one the command places it in.
  const covered = (d: string) =>
    isHost(d) ? tiers.has('host-ram') : tiers.has('gpu-memory') || tiers.has('remote-device');
  const open = kv?.parts.some((p) => p.residence.kind !== 'tier') ?? true;
  const agrees = tiers.size === 0 || open || devices.every(covered);
  return {
    ...base,
    verdict: agrees ? 'agrees' : 'disagrees',
    command,
    log: `KV cache on ${devices.join(', ')}`,
  };
}
