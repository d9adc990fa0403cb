/** What the page reads of the OpenAPI document. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  description?: string;
}
interface Operation {
  summary?: string;
  tags?: string[];
  'x-access'?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}
export interface ApiDescription {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

/** `name`, `name?` (optional) or `name: a | b` (an enum), for one line per field. */
const describeField = (name: string, schema: JsonSchema, required: boolean) => {
  const choices = schema.enum ? `: ${schema.enum.map(String).join(' | ')}` : '';
  return `${name}${required ? '' : '?'}${choices}`;
};

const fieldsOf = (operation: Operation) => {
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const bodyFields = Object.entries(body?.properties ?? {}).map(([name, schema]) =>
    describeField(name, schema, body?.required?.includes(name) ?? false),
  );
  const parameters = (operation.parameters ?? []).map((parameter) => {
    if (parameter.in === 'path') return `{${parameter.name}}`;
    // Most query parameters are optional or have a default: the few that must be sent say so.
    if (parameter.in === 'query')
      return `?${parameter.name}${parameter.required ? ' (required)' : ''}`;
    // The one header, Idempotency-Key, is required (the handler refuses a request without it).
    return `${parameter.in} ${parameter.name}`;
  });
  return [...parameters, ...bodyFields];
};

/**
 * The API description as a plain page to read: one table per area (method, path, who may call
 * it, what it does, what it takes, what it answers). No script, nothing from elsewhere, so the
 * Content Security Policy holds; the full schemas are in the JSON it links to.
 */
export function renderDocsPage(description: ApiDescription, jsonUrl: string): string {
  const areas = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const area = operation.tags?.[0] ?? 'other';
      const fields = fieldsOf(operation);
      const row = `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(
        operation['x-access'] ?? '',
      )}</td><td>${escapeHtml(operation.summary ?? '')}</td><td>${fields
        .map((field) => `<code>${escapeHtml(field)}</code>`)
        .join('<br>')}</td><td>${Object.keys(operation.responses ?? {})
        .map(escapeHtml)
        .join(', ')}</td></tr>`;
      areas.set(area, [...(areas.get(area) ?? []), row]);
    }
  }
  const sections = [...areas.entries()]
    .map(
      ([area, rows]) =>
        `<section><h2>${escapeHtml(area)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>Who</th><th>What it does</th><th>Takes</th><th>Answers</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
    )
    .join('\n');
  const intro = (description.info.description ?? '')
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(description.info.title)}</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; margin: 2rem; color: #1f2933; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; table-layout: fixed; }
th:nth-child(1) { width: 5rem; } th:nth-child(2) { width: 18rem; } th:nth-child(3) { width: 7rem; }
th:nth-child(5) { width: 16rem; } th:nth-child(6) { width: 6rem; }
td { overflow-wrap: anywhere; }
th, td { border-bottom: 1px solid #d9e2ec; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f0f4f8; }
code { font-size: 13px; }
h2 { text-transform: capitalize; margin-top: 2rem; }
</style>
</head>
<body>
<h1>${escapeHtml(description.info.title)}</h1>
${intro}
<p>The complete description, with every schema: <a href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a> (OpenAPI 3.1).</p>
${sections}
</body>
</html>
`;
}
