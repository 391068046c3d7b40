// Where a page's main thread spends its time between two points: Chromium's sampling CPU
// profiler (DevTools protocol), summed by function (self time), the longest first. Used by
// freeze-inputs.mjs with PROFILE=1 to find what a long task is made of before fixing it.

/** Starts the profiler on the page; `stop()` gives the top functions by self time, in ms. */
export async function profileMainThread(page, top = 12) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    return selfTimes(profile).slice(0, top);
  };
}

/** Self time per function (name, file and line), from the samples' time deltas. */
function selfTimes(profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const ms = new Map();
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id).callFrame;
    const file = f.url.split('/').pop();
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
    ms.set(key, (ms.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...ms]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .map(([fn, t]) => `${Math.round(t)} ms ${fn}`);
}
