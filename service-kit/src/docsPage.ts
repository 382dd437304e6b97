import type { OpenApiDocument } from './openapi';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

const schemaBlock = (title: string, schema: unknown) =>
  `<details><summary>${title}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;

/** A readable API reference rendered on the server from the OpenAPI document: no scripts, no CDN. */
export const renderDocsPage = (doc: OpenApiDocument): string => {
  const sections = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const o = op as Operation;
      const params = o.parameters
        .map((p) => `<li><code>${escape(p.name)}</code> in ${p.in}${p.required ? ' (required)' : ''}</li>`)
        .join('');
      const body = o.requestBody ? schemaBlock('Request body', Object.values(o.requestBody.content)[0]?.schema) : '';
      const responses = Object.entries(o.responses)
        .map(
          ([status, r]) =>
            `<li><b>${status}</b> ${escape(r.description)}${r.content ? schemaBlock('schema', Object.values(r.content)[0]?.schema) : ''}</li>`,
        )
        .join('');
      return `<section id="${o.operationId}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p><code>${o.operationId}</code> · ${escape(o.tags.join(', '))}</p><p>${escape(o.summary)}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)} API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1b1f24}
section{border-top:1px solid #ddd;padding:.5rem 0}.m{font:bold 12px monospace;padding:2px 6px;border-radius:4px;color:#fff;background:#555}
.get{background:#1f7a4d}.put{background:#8a5a00}.post{background:#1d4ed8}.delete{background:#b42318}pre{background:#f5f5f5;padding:.5rem;overflow:auto}</style></head>
<body><h1>${escape(doc.info.title)} API</h1><p>${escape(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI ${doc.openapi}). Errors are <code>application/problem+json</code> with a stable <code>code</code>.</p>
${sections.join('\n')}</body></html>`;
};
