/**
 * build.json (which llama.cpp, how built, when, the RPC endpoints) and the flag list of this
 * build: the raw --help output of each tool and flags-<release>.json parsed from it, each flag
 * with the line of common/arg.cpp that declares it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CMAKE_FLAGS, COMMIT, PACKAGE, RELEASE, TARGETS } from './build-llama.mjs';
import { parseHelp } from './parse-help.mjs';
import { placeholders } from './record-run.mjs';
import { COMMON } from './runs.mjs';
import { shellQuote } from './proc.mjs';

const ggmlVersion = (src) => {
  const cmake = readFileSync(join(src, 'ggml', 'CMakeLists.txt'), 'utf8');
  const part = (p) => cmake.match(new RegExp(`set\\(GGML_VERSION_${p}\\s+(\\d+)\\)`))?.[1] ?? 'unknown';
  return `${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}`;
};

export function writeBuildJson(paths, out, rpcStartupLogs) {
  const v = spawnSync(join(paths.bin, 'llama-completion'), ['--version'], { encoding: 'utf8' });
  const version = `${v.stdout}${v.stderr}`;
  const build = {
    release: RELEASE,
    commit: COMMIT,
    source: `npm package ${PACKAGE}, llama/gitRelease.bundle (one squashed commit)`,
    ggmlVersion: ggmlVersion(paths.src),
    versionOutput: placeholders(version, paths).trim(),
    versionNote:
      '--version prints "build 1", an artifact of the one-commit bundle: the release and commit above identify the build',
    cmakeFlags: CMAKE_FLAGS,
    targets: TARGETS,
    backends: ['CPU', 'RPC'],
    // Each server's command and banner (its devices and their memory), up to the first client.
    rpcServers: rpcStartupLogs().map(({ endpoint, command, log }) => ({
      endpoint,
      command,
      startup: placeholders(log.split('Accepted client connection')[0], paths),
    })),
    recorded: new Date().toISOString(),
    recordedBy: 'npm run conformance:record (tests/conformance/record.mjs)',
    machine: { cpus: Number(execFileSync('nproc', { encoding: 'utf8' }).trim()), os: 'linux' },
  };
  writeFileSync(join(out, 'build.json'), `${JSON.stringify(build, null, 2)}\n`);
}

export async function writeFlags(paths, out) {
  const argCpp = readFileSync(join(paths.src, 'common', 'arg.cpp'), 'utf8');
  const tools = {};
  for (const tool of ['llama-completion', 'llama-fit-params']) {
    const help = placeholders(
      execFileSync(join(paths.bin, tool), ['--help'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
      paths,
    );
    writeFileSync(join(out, `help-${tool}.txt`), help);
    tools[tool] = { help: `help-${tool}.txt`, flags: parseHelp(help, argCpp) };
  }
  const flags = {
    release: RELEASE,
    commit: COMMIT,
    generatedBy: "tests/conformance/record-build.mjs from each tool's --help output and common/arg.cpp",
    fields: {
      names: 'every spelling the tool accepts, in --help order (negated forms such as --no-x included)',
      value: 'the value hint printed after the names, or null for a switch',
      default: 'the "(default: ...)" the help text states, else "not stated"',
      env: 'the LLAMA_ARG_* variable the help text names, else null',
      section: 'the --help section ("common params", "sampling params", "example-specific params")',
      source: 'common/arg.cpp:<line> where the option is declared, or null if not found',
    },
    tools,
  };
  writeFileSync(join(out, `flags-${RELEASE}.json`), `${JSON.stringify(flags, null, 2)}\n`);
}

const ENDPOINT_LETTERS = [
  ['127.0.0.1:50052', 'A'],
  ['127.0.0.1:50053', 'B'],
  ['127.0.0.1:50054', 'C'],
];

/** A run's own arguments for the README table: the common ones left out, endpoints as letters. */
function shortArgs(run) {
  const own = run.tool === 'llama-completion' ? run.args.slice(COMMON.length) : run.args.slice(1);
  let text = own.map(shellQuote).join(' ');
  for (const [endpoint, letter] of ENDPOINT_LETTERS) text = text.replaceAll(endpoint, letter);
  return text || '(none)';
}

/**
 * index.json: every stored run (whatever subset was recorded last) with its exit code; and the
 * same as a table between the README's run markers.
 */
export function writeIndex(out) {
  const runs = readdirSync(out, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'models')
    .map((d) => {
      const meta = JSON.parse(readFileSync(join(out, d.name, 'run.json'), 'utf8'));
      const exitCode = readFileSync(join(out, d.name, 'exit-code'), 'utf8').trim();
      return {
        id: meta.id,
        tool: meta.tool,
        model: meta.model,
        args: meta.argv.slice(3),
        purpose: meta.purpose,
        exitCode,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(join(out, 'index.json'), `${JSON.stringify({ runs }, null, 2)}\n`);
  const readme = join(out, 'README.md');
  const rows = runs.map(
    (r) => `| ${r.id} | ${r.tool.replace('llama-', '')} | ${r.model} | \`${shortArgs(r)}\` | ${r.exitCode} |`,
  );
  const table = [
    '| Run | Tool | Model | Arguments | Exit |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  const text = readFileSync(readme, 'utf8');
  writeFileSync(
    readme,
    text.replace(/<!-- runs -->[\s\S]*<!-- \/runs -->/, `<!-- runs -->\n${table}\n<!-- /runs -->`),
  );
}
