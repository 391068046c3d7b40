/** One thing a log confirms or contradicts in a command, named with both sides (setup/log-vs-command.ts). */
export type CheckVerdict = 'agrees' | 'disagrees' | 'not in the log';
export type CheckItem = {
  verdict: CheckVerdict;
  /** The device the item is about, as the log names it; undefined for the whole run. */
  device: string | undefined;
  what:
    'runtime' | 'build' | 'layers offloaded' | 'layers' | 'overridden tensors' | 'model weights' | 'KV cache';
  command: string;
  log: string;
  line: number | undefined;
};
