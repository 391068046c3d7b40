/**
 * The devices a llama.cpp v0.5.0 command loads onto, in the order the loader uses them:
 * `--device` when given, else every RPC server's devices first and then the local GPUs
 * (src/llama.cpp llama_prepare_model_devices); `-sm none` keeps only the main GPU (`-mg`).
 * An RPC server's devices are named RPC<n>, n counted over all servers, and their buffers
 * RPC<i>[host:port], i counted within the server (ggml-rpc.cpp ggml_backend_rpc_add_server,
 * ggml_backend_rpc_buffer_type). How many devices an RPC server offers is not in the command:
 * the caller says, else one each.
 */
import type { ParsedFlag } from '../command/parse-flags';
import { ALIGNMENT } from './llama-v050-rules';

export type Device = {
  /** The device name llama.cpp logs ("RPC1", "CUDA0"). */
  name: string;
  /** Its buffer type's name, as the buffer lines print it and -ot targets it. */
  buffer: string;
  kind: 'gpu' | 'rpc';
  alignment: number | undefined;
};

export type LocalGpus = { backend: string; count: number };

export type DeviceList = { devices: Device[]; problems: string[]; refused: string[] };

export function deviceList(
  last: (id: string) => ParsedFlag | undefined,
  local: LocalGpus | undefined,
  rpcDevices: (endpoint: string) => number | undefined = () => undefined,
): DeviceList {
  const problems: string[] = [];
  const refused: string[] = [];
  const rpc: Device[] = [];
  const endpoints = (last('rpc')?.value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const assumed: string[] = [];
  for (const ep of endpoints) {
    const n = rpcDevices(ep);
    if (n === undefined) assumed.push(ep);
    for (let i = 0; i < (n ?? 1); i++)
      rpc.push({ name: `RPC${rpc.length}`, buffer: `RPC${i}[${ep}]`, kind: 'rpc', alignment: ALIGNMENT.RPC });
  }
  const gpus: Device[] = Array.from({ length: local?.count ?? 0 }, (_, i) => ({
    name: `${local!.backend}${i}`,
    buffer: `${local!.backend}${i}`,
    kind: 'gpu' as const,
    alignment: ALIGNMENT[local!.backend],
  }));
  const all = [...rpc, ...gpus];
  let devices = all;
  const dev = last('device')?.value?.trim();
  if (dev !== undefined) {
    devices = [];
    if (dev.toLowerCase() !== 'none')
      for (const n of dev.split(',').map((s) => s.trim())) {
        const d = all.find((x) => x.name === n);
        if (d) devices.push(d);
        else refused.push(`--device ${n}: this command gives the build no device of that name`);
      }
  }
  if (last('split-mode')?.value?.toLowerCase() === 'none' && devices.length) {
    const mg = Number(last('main-gpu')?.value ?? 0);
    const main = devices[mg];
    if (!main) refused.push(`-mg ${mg}: there are only ${devices.length} devices`);
    devices = main ? [main] : [];
  }
  if (assumed.length)
    problems.push(
      `${assumed.join(', ')}: taken to offer one device each (the command does not say how many an RPC server has)`,
    );
  return { devices, problems, refused };
}
