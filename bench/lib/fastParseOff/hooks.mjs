// Resolves service-kit's fastParse module to one that never takes the fast path (so every parse is zod's).
const OFF = new URL('./fastParse.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (/\/fastParse(\.ts)?$/.test(specifier) && context.parentURL?.includes('/service-kit/src/'))
    return { url: OFF, shortCircuit: true, format: 'module' };
  return next(specifier, context);
}
