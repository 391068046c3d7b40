/**
 * The devices a llama.cpp v0.5.0 command loads onto, in the order the loader uses them:
 * `--device` when given, else every RPC server's devices first and then the local GPUs
 * (src/llama.cpp llama_prepare_model_devices); `-sm none` keeps only the main GPU (`-mg`).
 * An RPC server's devices are named RPC<n>, n counted over all servers, and their buffers
 * RPC<i>[host:port], i counted within the server (ggml-rpc.cpp ggml_backend_rpc_add_server,
 * ggml_backend_rpc_buffer_type). How many devices an RPC server offers is not in the command:
 * the caller says, else one each.
 *
 * CUDA_VISIBLE_DEVICES (HIP_VISIBLE_DEVICES for ROCm) hides and reorders the local GPUs before
 * llama.cpp counts them: "Only the devices whose index or UUID is present in the sequence are
 * visible to CUDA applications and they are enumerated in the order of the sequence" (NVIDIA,
 * https://docs.nvidia.com/deploy/topics/topic_5_2_1.html; the CUDA Programming Guide's
 * environment variables page, profiles/sources/cuda-visible-devices.txt; both checked
 * 2026-12-02), so CUDA0 is the first listed GPU and an empty list leaves none.
 */
import type { ParsedFlag } from '../command/read/parse-flags';
import { ALIGNMENT } from './llama-v050-rules';

export type Device = {
  /** The device name llama.cpp logs ("RPC1", "CUDA0"). */
  name: string;
  /** Its buffer type's name, as the buffer lines print it and -ot targets it. */
  buffer: string;
  kind: 'gpu' | 'rpc';
  alignment: number | undefined;
  /** The system's device this one is, when CUDA_VISIBLE_DEVICES (or kin) renumbers them ("2"). */
  system?: string;
};

/** `count`: GPUs of the machine; undefined when only a visible-devices list says how many. */
export type LocalGpus = { backend: string; count: number | undefined };

/** A visible-devices variable the command sets, with its list (EnvReading's devices). */
export type VisibleDevices = { name: string; devices?: readonly string[] };

/** Which variable renumbers which backend's devices. */
const VISIBLE: Readonly<Record<string, string>> = {
  CUDA_VISIBLE_DEVICES: 'CUDA',
  HIP_VISIBLE_DEVICES: 'ROCm',
};

/** The local GPUs as the runtime numbers them: each with the system device it is, when a list renumbers them. */
function localDevices(
  given: LocalGpus | undefined,
  env: readonly VisibleDevices[],
  problems: string[],
): Device[] {
  // A visible-devices list alone names the backend (CUDA_VISIBLE_DEVICES: a CUDA build).
  const implied = env.find((e) => VISIBLE[e.name] !== undefined && e.devices !== undefined);
  const local = given ?? (implied ? { backend: VISIBLE[implied.name]!, count: undefined } : undefined);
  if (!local) return [];
  const list = env.find((e) => VISIBLE[e.name] === local.backend && e.devices !== undefined);
  const make = (i: number, system?: string): Device => ({
    name: `${local.backend}${i}`,
    buffer: `${local.backend}${i}`,
    kind: 'gpu',
    alignment: ALIGNMENT[local.backend],
    ...(system === undefined ? {} : { system }),
  });
  if (!list) return Array.from({ length: local.count ?? 0 }, (_, i) => make(i));
  const listed = list.devices!;
  const beyond =
    local.count === undefined ? [] : listed.filter((d) => /^\d+$/.test(d) && Number(d) >= local.count!);
  if (beyond.length)
    problems.push(
      `${list.name} lists ${beyond.join(', ')}, beyond the ${local.count} GPU(s) given: what the runtime sees then is not in the rules here`,
    );
  return listed.map((d, i) => make(i, d));
}

export type DeviceList = { devices: Device[]; problems: string[]; refused: string[] };

export function deviceList(
  last: (id: string) => ParsedFlag | undefined,
  local: LocalGpus | undefined,
  rpcDevices: (endpoint: string) => number | undefined = () => undefined,
  visible: readonly VisibleDevices[] = [],
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
  const gpus = localDevices(local, visible, problems);
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
