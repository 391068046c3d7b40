import { test } from 'vitest';
import { readCommand } from '../src/domain/command/read-command';
import { cataloguePins } from './helpers/commands';
test('probe', () => {
  for (const { profile, hardware } of cataloguePins()) {
    if (!/deepseek-v3-h200|llama-3.3|kimi-k2-thinking-8x/.test(profile.id)) continue;
    const cmd = profile.pins.command as string;
    const r = readCommand(cmd, { gpus: 8 });
    console.log('##', profile.id);
    for (const c of r.components) console.log('   ', c.kind, JSON.stringify(c.parts.map((p: any) => [p.residence, p.because])).slice(0, 900));
  }
});
