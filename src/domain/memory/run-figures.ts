/**
 * What a pasted llama.cpp log of this very command adds to its bytes per device (issue 27
 * items 4 and 5): the buffers the runtime printed in its real load (never a --fit probe),
 * each as printed with the range of bytes the print stands for; the free memory it reported
 * per device ("using device RPC0 (...) - 24105 MiB free", whole MiB rounded down,
 * src/llama.cpp llama_prepare_model_devices); and whether its --fit kept the command's
 * parameters. These are the runtime's own figures, kept apart from the ones this site
 * computes, never summed into them. Pure: a log's reading in, data out.
 */
import { fitKeptParameters } from '../load-log/fit-outcome';
import type { BufferFigure, LogReading, PrintedSize } from '../load-log/log-reading';

/** A size as the runtime printed it, and the whole bytes that print can stand for. */
export type PrintedFigure = {
  buffer: string;
  printed: string;
  atLeast: number;
  atMost: number;
  line: number;
};

export type RunFigures = {
  /** The real load's buffers, by what they hold. */
  buffers: { what: BufferFigure['buffer']; size: PrintedFigure }[];
  /** Free memory per device name, as the real load reported it (whole MiB). */
  free: ReadonlyMap<string, { mib: number; line: number }>;
  fitKept: boolean;
};

const UNIT: Record<PrintedSize['unit'], bigint> = {
  B: 1n,
  KiB: 1n << 10n,
  MiB: 1n << 20n,
  GiB: 1n << 30n,
  TiB: 1n << 40n,
};

/** "20.80" MiB stands for every whole byte count that prints so: [20.795, 20.805] MiB (ties either way). */
export function printedBounds(size: PrintedSize): { atLeast: number; atMost: number } {
  const [whole = '0', frac = ''] = size.value.split('.');
  const scale = 10n ** BigInt(frac.length);
  const tenths = BigInt(whole) * scale + BigInt(frac || '0');
  const unit = UNIT[size.unit];
  // (tenths ± 1/2) / scale units, in bytes: lower rounded up, upper rounded down.
  const lo2 = (2n * tenths - 1n) * unit;
  const hi2 = (2n * tenths + 1n) * unit;
  const den = 2n * scale;
  const atLeast = lo2 <= 0n ? 0n : (lo2 + den - 1n) / den;
  const atMost = hi2 / den;
  return { atLeast: Number(atLeast), atMost: Number(atMost) };
}

export function runFigures(log: LogReading): RunFigures {
  const real = log.loads.filter((l) => !l.probe).at(-1);
  const buffers = log.buffers
    .filter((b) => b.kind.kind === 'reported' && (real === undefined || b.load === real.index))
    .map((b) => ({
      what: b.buffer,
      size: {
        buffer: b.device,
        printed: `${b.size.value} ${b.size.unit}`,
        ...printedBounds(b.size),
        line: b.line,
      },
    }));
  // The real load's report is the last one per device (--fit's probes come before it).
  const free = new Map(log.devicesFree.map((d) => [d.device, { mib: d.freeMiB, line: d.line }]));
  return { buffers, free, fitKept: fitKeptParameters(log) !== undefined };
}

/** The host's buffer types: the CPU's own and a GPU backend's pinned host memory ("CUDA_Host"). */
export const isHostBuffer = (buffer: string): boolean =>
  buffer === 'CPU' || buffer.startsWith('CPU_') || buffer.endsWith('_Host');

/** The buffers the run printed for one device lane: the host's, or the device's own buffer type. */
export function laneBuffers(run: RunFigures, lane: { kind: 'host' | 'gpu' | 'rpc'; buffer: string }) {
  return run.buffers.filter((b) =>
    lane.kind === 'host' ? isHostBuffer(b.size.buffer) : b.size.buffer === lane.buffer,
  );
}
