/**
 * A clock of this process's CPU time, for the unit tests' time budgets. A budget measures the
 * work, not the wall clock: on the shared 2-core machine at a load of 25, a paste of 10,000 -ot
 * patterns took 3.4 s of wall time and failed a 3 s budget that a quiet run meets many times
 * over. Runaway work (a backtracking regex, a quadratic reader) still costs its CPU seconds,
 * which is what the budgets are there to catch. Speed itself is measured by the benchmark.
 *
 * `const elapsed = cpuClock(); work(); expect(elapsed()).toBeLessThan(budgetMs);`
 */
export function cpuClock(): () => number {
  const start = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
}
