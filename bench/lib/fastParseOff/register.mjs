// Node --import hook for bench/fastParse.ts: the platform it starts reads params and query with zod alone.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
