/**
 * Contract suites for production adapters (EventStoreDB, MongoDB, Kafka) run against real servers
 * started through testcontainers. Build machines without a container engine must skip them, and
 * must say so loudly: a skipped suite never looks like a passing one (ARCHITECTURE.md).
 *
 * Vitest collects suites synchronously, so a spec probes first with top-level await:
 *
 *   const runtime = await containerRuntime();
 *   describeWithContainers('EventStoreDB contract suite', runtime, () => { ...beforeAll/afterAll, contract... });
 */
import { GenericContainer, Wait, getContainerRuntimeClient, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, it } from 'vitest';

export type ContainerRuntime = { available: true } | { available: false; reason: string };

/** Long enough for a local engine to answer, short enough that a machine without one skips at once. */
const PROBE_TIMEOUT_MS = 5_000;

/** Asks testcontainers whether any container runtime strategy works here; never hangs longer than the timeout. */
export async function containerRuntime(timeoutMs = PROBE_TIMEOUT_MS): Promise<ContainerRuntime> {
  const probe = getContainerRuntimeClient();
  probe.catch(() => undefined); // if the timeout wins, a late rejection must not surface as unhandled
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the container runtime within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([probe, timeout]);
    return { available: true };
  } catch (error) {
    return { available: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Declares `suite` with `body` (containers started in its beforeAll, stopped in its afterAll) when a
 * runtime exists. Otherwise prints `SKIPPED <suite>: no container runtime (<reason>)` at collection
 * time and declares the suite skipped, with one skipped test naming the reason, so the report shows
 * it too. With REQUIRE_CONTAINER_RUNTIME=1 (CI machines that have an engine) a missing runtime fails
 * the run instead.
 */
export function describeWithContainers(suite: string, runtime: ContainerRuntime, body: () => void): void {
  if (!runtime.available) {
    if (process.env.REQUIRE_CONTAINER_RUNTIME === '1') throw new Error(`${suite} needs a container runtime: ${runtime.reason}`);
    console.warn(`SKIPPED ${suite}: no container runtime (${runtime.reason})`);
  }
  describe.skipIf(!runtime.available)(suite, () => {
    if (runtime.available) body();
    else it(`needs a container runtime: ${runtime.reason}`, () => {});
  });
}

/** First run pulls the image, so starting may take minutes. */
const MONGO_START_TIMEOUT_MS = 240_000;

/**
 * A MongoDB contract suite: one mongo:7 container for the suite, and `open` for each test's
 * adapter, closed again after the suite. `contract` receives that opener.
 */
export function describeWithMongo<S extends { close(): Promise<void> }>(
  suite: string,
  runtime: ContainerRuntime,
  connect: (url: string) => Promise<S>,
  contract: (open: () => Promise<S>) => void,
): void {
  describeWithContainers(suite, runtime, () => {
    let container: StartedTestContainer | undefined;
    let url = '';
    const opened: S[] = [];
    beforeAll(async () => {
      container = await new GenericContainer('mongo:7')
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
        .withStartupTimeout(MONGO_START_TIMEOUT_MS)
        .start();
      url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`;
    }, MONGO_START_TIMEOUT_MS);
    afterAll(async () => {
      for (const store of opened) await store.close();
      await container?.stop();
    }, 60_000);
    contract(async () => {
      const store = await connect(url);
      opened.push(store);
      return store;
    });
  });
}
