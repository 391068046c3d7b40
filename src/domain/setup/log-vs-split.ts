/**
 * Where the command sends each layer and each layer's KV cache, device by device, against the
 * log's real load ("layer N assigned to device X", "llama_kv_cache: layer N: dev = X", both at
 * -v). The command's side is the memory engine's rule (src/domain/memory/layer-split.ts, the
 * devices of src/domain/memory/devices.ts, -nkvo keeping KV on the CPU as
 * src/domain/memory/kv-cache.ts does): the last -ngl of the n_layer + 1 slots go to the devices,
 * split by -ts or, without it, by each device's free memory. What the command does not give is
 * taken from the log and said so: the layer count ("offloaded N/M layers": M slots), how many
 * devices an RPC server offers and their free memory ("using device RPC1 (host:port) ... MiB
 * free").
 */
import { effective } from '../command/llamacpp/flags';
import type { CommandReading } from '../command/reading';
import { engineSettings } from '../memory/command-settings';
import { deviceList } from '../memory/devices';
import { layerSlots, type Slot } from '../memory/layer-split';
import { fitKeptParameters } from '../load-log/fit-outcome';
import type { LogReading } from '../load-log/log-reading';
import type { CheckItem } from '../load-log/log-check-item';

export type Split =
  { ok: true; names: string[]; kvOffload: boolean; from: string } | { ok: false; why: string };

const isReported = (x: { kind: { kind: string } }) => x.kind.kind === 'reported';

/** The device name of each slot as the command places it, from the log's layer count. */
export function commandSplit(cmd: CommandReading, log: LogReading): Split {
  const { last } = effective(cmd.flags);
  const s = engineSettings(cmd.flags, last);
  const o = log.offloaded?.kind.kind === 'reported' ? log.offloaded : undefined;
  if (!o) return { ok: false, why: 'the log prints no "offloaded N/M layers" line of the real load' };
  const perServer = (ep: string) => {
    const n = new Set(log.devicesFree.filter((d) => d.name === ep).map((d) => d.device)).size;
    return n || undefined;
  };
  const { devices } = deviceList(last, undefined, perServer);
  const nLayerAll = o.of - 1;
  // -ngl unset is every slot unless --fit (on by default) chooses at load time; a fit that
  // says it needed no changes kept it unset.
  const kept = !s.fit || fitKeptParameters(log) !== undefined;
  const ngl = devices.length === 0 ? 0 : s.ngl === 'all' ? o.of : (s.ngl ?? (kept ? o.of : undefined));
  if (ngl === undefined)
    return {
      ok: false,
      why: 'the command leaves the layers to --fit at load time, and the log does not say it kept them',
    };
  const freeOf = new Map(log.devicesFree.map((d) => [d.device, d.freeMiB]));
  const split = layerSlots(
    nLayerAll,
    ngl,
    devices.length,
    s.ts,
    devices.map((d) => freeOf.get(d.name)),
  );
  if (!split.ok) return { ok: false, why: split.reason };
  const name = (slot: Slot) => (slot === 'cpu' ? 'CPU' : (devices[slot]?.name ?? 'CPU'));
  const ts = s.ts && s.ts.some((x) => x !== 0);
  const names = split.slots.map(name);
  const byFree = !ts && new Set(names.filter((n) => n !== 'CPU')).size > 1;
  return {
    ok: true,
    names,
    kvOffload: s.kv.offload,
    from: `${o.of} slots as the log counts them${byFree ? ', split by the free memory it prints' : ''}`,
  };
}

const ranges = (unsorted: readonly number[]) => {
  // Sliding-window models print their SWA cache's layers first.
  const layers = [...unsorted].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < layers.length; i++) {
    let j = i;
    while (j + 1 < layers.length && layers[j + 1] === layers[j]! + 1) j++;
    out.push(i === j ? `${layers[i]}` : `${layers[i]}-${layers[j]}`);
    i = j;
  }
  return out.length ? `layer${layers.length > 1 ? 's' : ''} ${out.join(', ')}` : 'no layer';
};

/** One item per device: the layers (or their KV cache) the command puts there, and the log's. */
function perDevice(
  what: 'layers' | 'KV cache',
  expected: (layer: number) => string,
  logged: readonly { layer: number; device: string; line: number }[],
  from: string,
): CheckItem[] {
  const devices = [...new Set(logged.map((l) => l.device).concat(logged.map((l) => expected(l.layer))))];
  return devices.map((device) => {
    const mine = (d: (l: { layer: number; device: string }) => string) =>
      logged.filter((l) => d(l) === device).map((l) => l.layer);
    const byCommand = mine((l) => expected(l.layer));
    const byLog = mine((l) => l.device);
    const same = byCommand.join() === byLog.join();
    const first = logged.find((l) => (l.device === device) !== (expected(l.layer) === device));
    return {
      verdict: same ? 'agrees' : 'disagrees',
      device,
      what,
      command: `${ranges(byCommand)} (${from})`,
      log: ranges(byLog),
      line: same ? undefined : first?.line,
    };
  });
}

/** Layers and KV cache device by device, or one item saying why the command's side is not known. */
export function splitItems(log: LogReading, split: Split): CheckItem[] {
  const layers = log.layerDevices.filter(isReported);
  const kv = log.kvLayers.filter(isReported);
  if (!layers.length && !kv.length) return [];
  if (!split.ok)
    return [
      {
        verdict: 'not in the log',
        device: undefined,
        what: 'layers',
        command: `not known per device: ${split.why}`,
        log: 'the log prints each layer\u2019s device',
        line: undefined,
      },
    ];
  const at = (il: number) => split.names[il] ?? 'CPU';
  return [
    ...perDevice('layers', at, layers, split.from),
    ...perDevice('KV cache', split.kvOffload ? at : () => 'CPU', kv, split.kvOffload ? split.from : '-nkvo'),
  ];
}
