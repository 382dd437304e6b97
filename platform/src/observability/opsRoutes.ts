import type { Hono } from 'hono';
import type { ServiceMetrics } from './metrics';

/**
 * GET /metrics (Prometheus text) and GET /ready for a service. /ready answers 200 once the
 * service can do its work (stores reachable, read models caught up...) and 503 with the reason
 * otherwise, so an orchestrator holds traffic back; /health stays "the process is alive".
 */
export const mountOpsRoutes = (
  app: Hono,
  options: { metrics: ServiceMetrics; ready: () => Promise<{ ready: boolean; detail?: Record<string, unknown> }> },
) => {
  app.get('/metrics', async (c) => c.body(await options.metrics.text(), 200, { 'Content-Type': options.metrics.contentType }));
  app.get('/ready', async (c) => {
    try {
      const { ready, detail } = await options.ready();
      return c.json({ status: ready ? 'ready' : 'not ready', ...detail }, ready ? 200 : 503);
    } catch (error) {
      return c.json({ status: 'not ready', reason: error instanceof Error ? error.message : String(error) }, 503);
    }
  });
};
