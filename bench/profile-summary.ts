/**
 * `tsx bench/profile-summary.ts FILE.cpuprofile`: where a `node --cpu-prof` profile's samples
 * went, self time grouped by package (node_modules/<name>), our own source folders, Node's
 * internals, GC and idle. Used for the figures in docs/performance.md.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/profile-summary.ts FILE.cpuprofile [--functions] [--marker FUNCTION]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

function groupOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(program)') return '(program)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:internal/deps/undici')) return 'undici (Fetch Request/Headers/Response)';
  if (url.startsWith('node:internal/modules')) return 'module loading';
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  if (url.includes('/dist/server/')) return '(our server code)';
  if (!url) return `(native) ${functionName || 'anonymous'}`;
  return url;
}

// Only the load: from the first sample inside a request's handling to the last one, so
// start-up (module loading) and shutdown are left out.
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
// `--marker NAME` takes another function as the mark (receiveDocument for the uploads).
const markerAt = process.argv.indexOf('--marker');
const MARKER = markerAt > 0 ? process.argv[markerAt + 1]! : 'insertSubmissionWithEmails';
const marked = (id: number) => {
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    if (byId.get(at)!.callFrame.functionName === MARKER) return true;
  }
  return false;
};
const firstIndex = profile.samples.findIndex(marked);
const lastIndex = profile.samples.findLastIndex(marked);

const totals = new Map<string, number>();
const functions = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  if (i < firstIndex || i > lastIndex) return;
  const node = byId.get(id)!;
  const delta = profile.timeDeltas[i] ?? 0;
  all += delta;
  const group = groupOf(node);
  totals.set(group, (totals.get(group) ?? 0) + delta);
  const fn = `${group} ${node.callFrame.functionName || '(anonymous)'}`;
  functions.set(fn, (functions.get(fn) ?? 0) + delta);
});

const show = (map: Map<string, number>, limit: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .forEach(([name, us]) =>
      console.log(`${((us / all) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`),
    );
console.log(`${(all / 1e6).toFixed(1)} s sampled under load (start-up and shutdown left out)`);
show(totals, 30);
if (process.argv.includes('--functions')) {
  console.log('\ntop functions');
  show(functions, 40);
}
