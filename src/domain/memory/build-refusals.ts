/**
 * What llama.cpp v0.5.0 itself refuses in a command, so its bytes are not read: each refusal
 * is what the build stops with, recorded in a real run (tests/fixtures/llama-runs, exit 1):
 * - an option the build does not have (common/arg.cpp declares no --no-mmap: --load-mode took
 *   its place; run llama-f16-no-mmap);
 * - an -ot buffer type the build does not list (common/arg.cpp, "unknown buffer type"): an RPC
 *   buffer named before --rpc registers its server (llama-f16-ot-before-rpc), or with an index
 *   the server does not have, RPC buffers being counted within each server (ggml-rpc.cpp
 *   ggml_backend_rpc_buffer_type; llama-f16-rpc-ot-bad-rpc1);
 * - -sm row on an RPC device, "device RPC0 does not support split buffers"
 *   (src/llama-model.cpp, llama-f16-rpc-sm-row);
 * - different K and V cache types on an MLA model, "model does not support different K and V
 *   cache types" (src/llama-context.cpp llama_init_from_model, deepseek2-f16-rpc-ctk-q8).
 */
import { v050Names } from '../command/registry/flag-versions';
import type { ParsedFlag } from '../command/read/parse-flags';
import type { Device } from './devices';
import type { EngineSettings } from './command-settings';

export type RefusalInput = {
  flags: readonly ParsedFlag[];
  last: (id: string) => ParsedFlag | undefined;
  devices: readonly Device[];
  /** Devices each RPC server offers, when known. */
  rpcDevices: (endpoint: string) => number | undefined;
  settings: EngineSettings;
  mla: boolean;
};

const RPC_TARGET = /^RPC(\d*)\[([^\]]+)\]$/;

/** The options of the command line this build has no name for. */
function unknownOptions(flags: readonly ParsedFlag[]): string[] {
  const names = v050Names();
  return flags
    .filter((f) => f.from === 'command' && f.written.startsWith('-') && !names.has(f.written))
    .map(
      (f) =>
        `${f.written}: this build has no such option${f.nearest ? ` (${f.nearest} is the nearest it has)` : ''}`,
    );
}

/** -ot pairs naming an RPC buffer type the build has not registered when the pair is read. */
function unknownRpcTargets(input: RefusalInput): string[] {
  const rpc = input.last('rpc');
  const endpoints = (rpc?.value ?? '').split(',').map((s) => s.trim());
  const out: string[] = [];
  for (const f of input.flags) {
    if (f.entry?.id !== 'override-tensor' || f.value === undefined) continue;
    for (const pair of f.value.split(',')) {
      const m = RPC_TARGET.exec(pair.slice(pair.lastIndexOf('=') + 1).trim());
      if (!m) continue;
      const [target, index, endpoint] = [m[0], Number(m[1]), m[2]!];
      const count = input.rpcDevices(endpoint);
      // --rpc registers its servers while the arguments are read (common/arg.cpp); from the environment, first.
      const before = rpc !== undefined && (rpc.from === 'env' || rpc.at < f.at);
      const why =
        m[1] === ''
          ? 'this build names RPC buffers RPC<i>[host:port]'
          : !before || !endpoints.includes(endpoint)
            ? 'no RPC server of that address is registered when -ot is read (--rpc registers them)'
            : count !== undefined && index >= count
              ? `the server ${endpoint} offers ${count} device${count === 1 ? '' : 's'}, and RPC buffer types count devices within each server`
              : undefined;
      if (why) out.push(`${f.written} ${pair}: unknown buffer type ${target}: ${why}`);
    }
  }
  return out;
}

export function buildRefusals(input: RefusalInput): string[] {
  const out = [...unknownOptions(input.flags), ...unknownRpcTargets(input)];
  const row = input.last('split-mode')?.value?.toLowerCase() === 'row';
  const rpc = input.devices.find((d) => d.kind === 'rpc');
  if (row && rpc) out.push(`-sm row: device ${rpc.name} does not support split buffers`);
  const { typeK, typeV } = input.settings.kv;
  if (input.mla && typeK !== typeV)
    out.push(`the model does not support different K (${typeK}) and V (${typeV}) cache types (MLA)`);
  return out;
}
