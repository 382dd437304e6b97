/** Weighs a live index of MEMORY_GAMES games in this fresh process and prints the figures as one JSON line (bench/lib/memoryLiveIndex.ts). */
import { weighLiveIndex } from './memoryLiveIndex';

const { index, memory } = weighLiveIndex(Number(process.env.MEMORY_GAMES), Number(process.env.MEMORY_NOW_MS));
console.log(JSON.stringify(memory));
// Held until the figures are out: the index is what was weighed.
if (index.size !== memory.games) process.exitCode = 1;
