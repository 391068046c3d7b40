/**
 * Real pastes in the "Paste your command" dialog, in Chromium: a vLLM command copied with its
 * conda prompt opens as vLLM with the prompt listed as stripped; a Kubernetes YAML argument
 * list opens with its flags, the substitutions it holds marked not evaluated. Both pastes are
 * stored verbatim under tests/fixtures/pastes with their addresses. Before the YAML paste, the
 * log reader opens from the start page ("Your setup", no pin opened) and reads a real
 * llama.cpp v0.5.0 log (tests/fixtures/llama-runs/llama-f16-rpc-ngl2: -ngl 2 of 7 slots).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, screenshot } from './fixtures';
import { open, waitText } from './app';

const paste = (id: string) => readFileSync(resolve('tests/fixtures/pastes', `${id}.txt`), 'utf8');

test('a prompt-prefixed vLLM paste opens as vLLM, the prompt listed as stripped', async ({ fresh }) => {
  const page = await fresh();
  await open(page, '#/');
  await page.getByRole('button', { name: 'Paste your command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste your command' });
  await dialog.getByLabel('Your command').fill(paste('vllm-13124-conda-prompt'));
  await dialog.getByRole('button', { name: 'Read command' }).click();

  await waitText(dialog, 'from the program vllm serve');
  const words = dialog.getByRole('list', { name: 'Every word of the paste' });
  await waitText(
    words,
    '(qwen25vl) lzh@instance-aw1rhmsz-5:~/Code/qwen2_5vl$: intake noise, stripped (shell prompt)',
  );
  await waitText(dialog, 'The paste has 2 other commands or lines, not read.');
  await words.scrollIntoViewIfNeeded();
  await screenshot(page, 'paste-intake-vllm-prompt', false);

  await dialog.getByRole('button', { name: 'Open draft on the board' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your vllm command for Qwen2___5-VL-72B-Instruct' }),
  ).toBeVisible();
});

test('from the start page: the log reader reads a real log; a Kubernetes YAML argument list opens with its flags', async ({
  fresh,
}) => {
  const page = await fresh();
  await open(page, '#/');
  const setup = page.getByRole('region', { name: 'Your setup' });
  await setup.getByRole('button', { name: 'Read load log' }).click();
  await setup
    .getByRole('textbox', { name: 'Load log' })
    .fill(readFileSync('tests/fixtures/llama-runs/llama-f16-rpc-ngl2/log.txt', 'utf8'));
  await setup.getByRole('button', { name: 'Read log' }).click();
  const said = setup.getByRole('list', { name: 'What the log says' });
  await waitText(said, 'Layers offloaded to GPU: 2/7, reported by the runtime in this log (line 900).');

  await setup.getByRole('button', { name: 'Paste your command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste your command' });
  await dialog.getByLabel('Your command').fill(paste('vllm-4462-k8s-command'));
  await dialog.getByRole('button', { name: 'Read command' }).click();

  await waitText(dialog, 'Read from a YAML argument list.');
  await waitText(dialog, 'from the module vllm.entrypoints.openai.api_server');
  const words = dialog.getByRole('list', { name: 'Every word of the paste' });
  await waitText(words, '--tensor-parallel-size: read, with its effect');
  await waitText(words, '/mnt/models/Qwen-14B-Chat: read, its effect not described here (value of --model)');
  await words.scrollIntoViewIfNeeded();
  await screenshot(page, 'paste-intake-yaml-list', false);

  await dialog.getByRole('button', { name: 'Open draft on the board' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your vllm command for Qwen-14B-Chat' }),
  ).toBeVisible();
});
