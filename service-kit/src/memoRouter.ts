import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths longer than this are matched every time: only a client's own paths would be that long. */
const MAX_PATH_LENGTH = 256;

/**
 * Hono's default router (regexp, else trie), with each method and path's match remembered.
 *
 * The regexp router refuses the spec's paths (a literal beside a parameter at
 * the same place, as `/api/vm/activities/changes/stream` beside `/api/vm/activities/:activityId`
 * and 15 more; honojs/hono#1140: one regular expression match finds one path, so it cannot run
 * both), so every request walked the trie, 3 µs a list request. Routes are fixed once the app
 * serves (the routers refuse later ones), so a match depends on the method and path alone; Hono
 * reads a result, never changes it, so one can be handed out again. Remembered until `capacity`
 * paths, then forgotten all at once: the lists' paths (a page and a size) come back again and
 * again, a game's own paths less, and a client sending endless new paths costs a clear now and then.
 */
export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter';
  private readonly inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  private readonly byMethod = new Map<string, Map<string, Result<T>>>();
  private size = 0;

  constructor(private readonly capacity = 2_000) {}

  add(method: string, path: string, handler: T): void {
    this.inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MAX_PATH_LENGTH) return this.inner.match(method, path);
    let paths = this.byMethod.get(method);
    const known = paths?.get(path);
    if (known) return known;
    const result = this.inner.match(method, path);
    if (this.size >= this.capacity) {
      this.byMethod.clear();
      this.size = 0;
      paths = undefined;
    }
    if (!paths) this.byMethod.set(method, (paths = new Map<string, Result<T>>()));
    paths.set(path, result);
    this.size++;
    return result;
  }

  /** The router Hono settled on (SmartRouter's choice), for the specs. */
  get activeRouterName(): string {
    return this.inner.name;
  }
}
