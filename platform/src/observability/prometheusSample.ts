/** For specs: the value of the sample `name` whose labels include `labels`, in Prometheus text (label order is the registry's). */
export const sample = (text: string, name: string, labels: Record<string, string>): number | undefined => {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = new Map([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    if (Object.entries(labels).every(([k, v]) => has.get(k) === v)) return Number(match[3]);
  }
  return undefined;
};
