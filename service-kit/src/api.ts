import type { Hono } from 'hono';
import type { ApiRoute } from '@sports/contracts';
import { DEFAULT_BODY_LIMIT, createServiceApp, type ServiceAppOptions } from './app';
import { bindRoute, type BindDeps, type RouteInput, type RouteOutput } from './bindRoute';
import { renderDocsPage } from './docsPage';
import { buildOpenApiDocument } from './openapi';

/** A Hono app plus the list of routes bound to it, which is what the OpenAPI document is made from. */
export interface Api {
  app: Hono;
  routes: ApiRoute[];
  bind<R extends ApiRoute>(route: R, handler: (input: RouteInput<R>) => Promise<RouteOutput<R>>): void;
}

export const createApi = (deps: BindDeps, options: ServiceAppOptions = {}): Api => {
  const app = createServiceApp(options);
  const routes: ApiRoute[] = [];
  return {
    app,
    routes,
    bind(route, handler) {
      routes.push(route);
      bindRoute(app, route, { ...deps, bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT }, handler);
    },
  };
};

/** GET /openapi.json and GET /docs, generated from whatever is bound when they are first asked for. */
export const mountApiDocs = (api: Api, info: { title: string; version: string; description?: string }): void => {
  const document = () => buildOpenApiDocument(api.routes, info);
  api.app.get('/openapi.json', (c) => c.json(document()));
  api.app.get('/docs', (c) => c.html(renderDocsPage(document())));
};
