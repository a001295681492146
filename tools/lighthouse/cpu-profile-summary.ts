/** A V8 CPU profile as self time by script and by function, printed for the diagnosis tools beside the Lighthouse bench. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export function printCpuProfile(profile: CpuProfile, { baseUrl, top, title }: { baseUrl: string; top: number; title: string }): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    const script = frame.url.replace(baseUrl, '') || `(${frame.functionName || 'native'})`;
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  }
  const total = [...byScript.values()].reduce((sum, us) => sum + us, 0);
  console.log(`${title}: ${(total / 1000).toFixed(0)} ms busy`);
  console.log('by script:');
  for (const [name, us] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  console.log('by function:');
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
}
