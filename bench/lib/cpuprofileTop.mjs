// Self time by function (summed over a .cpuprofile's nodes), the heaviest first: node bench/lib/cpuprofileTop.mjs FILE [N]
// (INCLUSIVE=1 adds time including callees; FROM_END=13.5,3.5 keeps bench/profileList.ts's load window)
import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 40);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
// FROM_END=a,b: only samples between a and b seconds before the profile's end (the load window).
const [fromEnd, toEnd] = (process.env.FROM_END ?? '1e9,0').split(',').map(Number);
const stamps = [];
for (let i = 0, t = profile.startTime; i < profile.samples.length; i++) stamps.push((t += dt[i] ?? 0));
const end = profile.endTime;
for (let i = 0; i < profile.samples.length; i++) {
  const before = (end - stamps[i]) / 1e6;
  if (before > fromEnd || before < toEnd) continue;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const sums = new Map();
let total = 0;
// FOCUS=text: only samples with a caller whose name or file holds the text (a subtree's self time).
const focus = process.env.FOCUS;
const underFocus = (id) => {
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const { functionName, url } = byId.get(at).callFrame;
    if (`${functionName} ${url}`.includes(focus)) return true;
  }
  return false;
};
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
for (const [id, us] of self) {
  if (focus && !underFocus(id)) continue;
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const key = `${functionName || '(anon)'} ${url.replace(/.*\/work\/main\//, '').replace(/.*node_modules\//, 'nm/')}:${lineNumber + 1}`;
  sums.set(key, (sums.get(key) ?? 0) + us);
  total += us;
}
// Inclusive time too: a node's total is its self time plus its children's.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, us] of self) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url, lineNumber } = byId.get(at).callFrame;
    const key = `${functionName || '(anon)'} ${url.replace(/.*\/work\/main\//, '').replace(/.*node_modules\//, 'nm/')}:${lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    incl.set(key, (incl.get(key) ?? 0) + us);
  }
}
const show = (title, map) => {
  console.log(`${title} (total ${(total / 1e6).toFixed(2)} s)`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`);
};
show('Self', sums);
if (process.env.INCLUSIVE) show('Inclusive', incl);
