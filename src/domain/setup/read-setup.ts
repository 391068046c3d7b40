/**
 * A person's setup as one value: their command's reading, their model file's header inventory
 * and their load log's reading, read together by one function that the CLI (read-command
 * --gguf/--log) and the app (a draft, "Your setup") both call, and each surface formats. The
 * header gives the command reader the model's tensor names and layer count; the log is checked
 * against the command device by device (src/domain/setup/log-vs-command.ts). Pure: text and
 * parsed headers in, data out.
 */
import { modelFactsFromInventory } from '../command/model/model-from-inventory';
import type { ModelFacts } from '../command/model/model-facts';
import { readCommand } from '../command/read-command';
import type { CommandReading } from '../command/reading';
import type { Runtime } from '../command/runtime';
import type { CheckItem } from '../load-log/log-check-item';
import { checkLogAgainstCommand } from './log-vs-command';
import type { LogReading } from '../load-log/log-reading';
import { readLoadLog } from '../load-log/read-log';
import { buildInventory, type Inventory } from '../model-file/inventory';
import type { ModelHeader } from '../model-file/read-header';

export type SetupInput = {
  command: string;
  /** The runtime and version the person names; otherwise told from the command. */
  runtime?: Runtime;
  /** GPUs of the hardware the person chose or described. */
  gpus?: number;
  /** A layer count the person gave, used when no model file is read. */
  layers?: { count: number; from: string };
  /** The model file's header (a GGUF file, or each split of it). */
  headers?: readonly ModelHeader[];
  /** A load log's text as the runtime printed it. */
  log?: string;
};

export type Setup = {
  reading: CommandReading;
  /** The model file's headers as read (each split of it), when given: bytes per device need them. */
  headers: readonly ModelHeader[] | undefined;
  /** The model file's tensors and bytes, when a header was read. */
  inventory: Inventory | undefined;
  log: LogReading | undefined;
  /** The log against the command, device by device; undefined without a log. */
  check: CheckItem[] | undefined;
};

export function readSetup(input: SetupInput): Setup {
  // The header's tensor names follow the family's own naming: ik_llama.cpp's when it is named.
  const family = input.runtime?.family === 'ik_llama.cpp' ? 'ik_llama.cpp' : 'llama.cpp';
  const inventory = input.headers?.length ? buildInventory(input.headers, { family }) : undefined;
  const model: ModelFacts | undefined = inventory
    ? modelFactsFromInventory(inventory)
    : input.layers && { layers: input.layers.count, from: input.layers.from };
  const reading = readCommand(input.command, { runtime: input.runtime, model, gpus: input.gpus });
  const log = input.log?.trim() ? readLoadLog(input.log) : undefined;
  // A log over its limits is read no further: nothing to hold against the command.
  const check =
    log && !(log.limit && log.limit.limit !== 'figures') ? checkLogAgainstCommand(reading, log) : undefined;
  return { reading, headers: inventory ? input.headers : undefined, inventory, log, check };
}
