/**
 * Reading a V8 CPU profile (`node --cpu-prof`, the `.cpuprofile` JSON): a time window of its samples
 * as a call tree with self and total time, and the self time summed by function and by module. Used by
 * tools/bench/cpu-profile-tables.mjs (docs/performance.md, "Where the service's CPU goes").
 */

/** Frames that are not JavaScript work of the process: the idle loop and the profiler's own root. */
const NOT_WORK = new Set(['(idle)', '(root)']);

/**
 * Each sample's duration: V8 records the time since the previous sample, so sample i lasted until
 * sample i + 1 was taken (the last one gets the mean interval). Returns { nodeId, startUs, us }[].
 */
export function timedSamples(profile) {
  const { samples, timeDeltas } = profile;
  const out = [];
  let t = profile.startTime;
  const starts = samples.map((_, i) => (t += timeDeltas[i] ?? 0));
  const mean = samples.length > 1 ? (starts[starts.length - 1] - starts[0]) / (samples.length - 1) : 0;
  for (let i = 0; i < samples.length; i += 1) {
    const next = i + 1 < samples.length ? starts[i + 1] - starts[i] : mean;
    out.push({ nodeId: samples[i], startUs: starts[i], us: Math.max(0, next) });
  }
  return out;
}

/** The parent of every node, by id. */
function parentsOf(profile) {
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  return parents;
}

/** Milliseconds of work (not idle) in each whole second of the profile, from its start. */
export function busyTimeline(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const seconds = [];
  for (const s of timedSamples(profile)) {
    const second = Math.floor((s.startUs - profile.startTime) / 1e6);
    seconds[second] = (seconds[second] ?? 0) + (NOT_WORK.has(byId.get(s.nodeId)?.callFrame.functionName) ? 0 : s.us / 1000);
  }
  return Array.from(seconds, (ms) => ms ?? 0);
}

/**
 * The `seconds` long window with the most work: the bench's capacity phase, without the service's
 * start (module loading, compilation) or the paced phase; `skipSeconds` leaves out the profile's first
 * seconds (a process profiled through a light phase only, the edge's, is busiest while it starts).
 * Returns { fromUs, toUs } (profile clock).
 */
export function busiestWindow(profile, seconds, skipSeconds = 0) {
  const timeline = busyTimeline(profile);
  let best = skipSeconds;
  let bestSum = -1;
  for (let start = skipSeconds; start + seconds <= Math.max(seconds, timeline.length); start += 1) {
    const sum = timeline.slice(start, start + seconds).reduce((a, b) => a + b, 0);
    if (sum > bestSum) [best, bestSum] = [start, sum];
  }
  return { fromUs: profile.startTime + best * 1e6, toUs: profile.startTime + (best + seconds) * 1e6 };
}

/** `file:///repo/node_modules/@scope/pkg/x.js` → `@scope/pkg`; repo files relative to the repo; node's own as is. */
export function moduleOf(url, repoRoot) {
  if (!url) return '(native)';
  const path = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const [first, second] = path.slice(nm + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (repoRoot && path.startsWith(`${repoRoot}/`)) return path.slice(repoRoot.length + 1);
  return path;
}

/** A frame's label: `function (module:line)`; V8's own entries such as `(garbage collector)` as they are. */
export function frameLabel(callFrame, repoRoot) {
  const name = callFrame.functionName || '(anonymous)';
  if (!callFrame.url) return name;
  const module = moduleOf(callFrame.url, repoRoot);
  const file = module.includes('/') && !module.startsWith('@') ? module : `${module} ${callFrame.url.split('/').pop()}`;
  return `${name} (${file}:${callFrame.lineNumber + 1})`;
}

/**
 * The samples of [fromUs, toUs) as a merged call tree (frames with the same label under the same parent
 * are one node): { label, module, selfUs, totalUs, children: Map<label, node> }. Idle samples are left out.
 */
export function callTree(profile, { fromUs = -Infinity, toUs = Infinity, repoRoot } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = parentsOf(profile);
  const root = { label: 'all', module: '', selfUs: 0, totalUs: 0, children: new Map() };
  const stackCache = new Map();
  const stackOf = (id) => {
    let stack = stackCache.get(id);
    if (stack) return stack;
    stack = [];
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const frame = byId.get(at).callFrame;
      if (frame.functionName !== '(root)') stack.push(frame);
    }
    stack.reverse();
    stackCache.set(id, stack);
    return stack;
  };
  for (const sample of timedSamples(profile)) {
    if (sample.startUs < fromUs || sample.startUs >= toUs) continue;
    const stack = stackOf(sample.nodeId);
    if (stack.length === 0 || NOT_WORK.has(stack[stack.length - 1].functionName)) continue;
    let node = root;
    node.totalUs += sample.us;
    for (const frame of stack) {
      const label = frameLabel(frame, repoRoot);
      let child = node.children.get(label);
      if (!child) {
        child = { label, module: moduleOf(frame.url, repoRoot), selfUs: 0, totalUs: 0, children: new Map() };
        node.children.set(label, child);
      }
      child.totalUs += sample.us;
      node = child;
    }
    node.selfUs += sample.us;
  }
  return root;
}

/** Self time summed over the tree by `keyOf(node)`, largest first: [{ key, selfUs }]. */
export function selfTimeBy(tree, keyOf) {
  const sums = new Map();
  const walk = (node) => {
    if (node.selfUs > 0) sums.set(keyOf(node), (sums.get(keyOf(node)) ?? 0) + node.selfUs);
    for (const child of node.children.values()) walk(child);
  };
  for (const child of tree.children.values()) walk(child);
  return [...sums].map(([key, selfUs]) => ({ key, selfUs })).sort((a, b) => b.selfUs - a.selfUs);
}

/**
 * Total (inclusive) time of every frame label, counted once per sample even when it recurs in a
 * stack: [{ key, totalUs }], largest first. "How much of the work happens under X".
 */
export function inclusiveTimeBy(tree, keyOf) {
  const sums = new Map();
  const walk = (node, onStack) => {
    const key = keyOf(node);
    const counted = onStack.has(key);
    if (!counted) sums.set(key, (sums.get(key) ?? 0) + node.totalUs);
    const next = counted ? onStack : new Set(onStack).add(key);
    for (const child of node.children.values()) walk(child, next);
  };
  for (const child of tree.children.values()) walk(child, new Set());
  return [...sums].map(([key, totalUs]) => ({ key, totalUs })).sort((a, b) => b.totalUs - a.totalUs);
}

/** Node's own code and V8's entries: work done on behalf of whatever package called it. */
const isRuntime = (module) => module === '(native)' || module.startsWith('node:');

/**
 * Self time by who caused it: each sample is charged to `layerOf(module)` of the deepest frame on its
 * stack that is not Node or V8 (a socket write under the pg driver is the driver's, under Koa's respond
 * it is Koa's); samples with no such frame (garbage collection, the HTTP parser) are `runtimeLayer`.
 * [{ key, selfUs }], largest first.
 */
export function selfTimeByCause(tree, layerOf, runtimeLayer = 'Node.js / V8') {
  const sums = new Map();
  const walk = (node, owner) => {
    const here = isRuntime(node.module) ? owner : layerOf(node.module);
    if (node.selfUs > 0) {
      const key = here ?? (node.label === '(garbage collector)' ? 'garbage collector' : runtimeLayer);
      sums.set(key, (sums.get(key) ?? 0) + node.selfUs);
    }
    for (const child of node.children.values()) walk(child, here);
  };
  for (const child of tree.children.values()) walk(child, undefined);
  return [...sums].map(([key, selfUs]) => ({ key, selfUs })).sort((a, b) => b.selfUs - a.selfUs);
}
