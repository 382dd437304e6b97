import { allProjections } from '@sports/projections';
import { openStores } from '@sports/platform/adapters';
import { loadConfig } from '@sports/platform/config';
import { explainDamagedFile } from '@sports/platform/embeddedFiles/checkAtStart';
import { REBUILD_USAGE } from './cliArgs';
import { rebuildReadModel } from './rebuild';

/** `npm run rebuild -- <read model>`: rebuilds it into a fresh collection and switches over (docs/analysts.md). */
const name = process.argv[2];
if (!name || name === '--list') {
  process.stderr.write(`${REBUILD_USAGE}\n`);
  process.stdout.write(`${allProjections.map((p) => `${p.name}\t(collection ${p.collection.name})`).join('\n')}\n`);
  process.exit(name ? 0 : 2);
}
const projection = allProjections.find((p) => p.name === name || p.collection.name === name);
if (!projection) {
  process.stderr.write(`No read model named ${name}. Read models:\n${allProjections.map((p) => `  ${p.name}`).join('\n')}\n`);
  process.exit(2);
}
// A damaged log: its file, what is wrong and the restore command, exit 65, as at a start (docs/operations.md "Damaged files").
const { eventStore, documents } = await openStores(loadConfig()).catch(explainDamagedFile);
try {
  const result = await rebuildReadModel(eventStore, documents, projection, { progress: process.stderr });
  process.stderr.write(
    `${JSON.stringify({ rebuilt: { ...result, builtTo: String(result.builtTo ?? 'start'), tailTo: String(result.tailTo ?? 'start') } })}\n`,
  );
} finally {
  await eventStore.close();
  await documents.close();
}
