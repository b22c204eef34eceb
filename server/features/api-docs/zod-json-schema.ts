import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** A route schema part is a zod schema (every route of this app declares zod; anything else is not described). */
export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): `input` for what a client sends
 * (defaults make fields optional, coercions show their input), `output` for what the API answers.
 * Dates leave as ISO strings (JSON.stringify); a transform's output, which JSON Schema cannot say,
 * becomes `{}` (anything). Definitions a schema shares with itself (`$defs`) move to `definitions`
 * so that their `$ref`s resolve inside the whole document.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output', definitions: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (context) => {
      if (io === 'output' && context.zodSchema._zod.def.type === 'date') {
        context.jsonSchema.type = 'string';
        context.jsonSchema.format = 'date-time';
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return json;
  delete json.$defs;
  const renamed = new Map<string, string>();
  for (const [name, definition] of Object.entries(defs)) {
    let unique = name;
    for (let n = 2; unique in definitions && JSON.stringify(definitions[unique]) !== JSON.stringify(definition); n++) unique = `${name}${n}`;
    renamed.set(`#/$defs/${name}`, `#/components/schemas/${unique}`);
    definitions[unique] = definition;
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, child]) =>
      [key, key === '$ref' && typeof child === 'string' ? (renamed.get(child) ?? child) : rewrite(child)]));
  };
  for (const name of new Set(renamed.values())) {
    const short = name.slice('#/components/schemas/'.length);
    definitions[short] = rewrite(definitions[short]) as JsonSchema;
  }
  return rewrite(json) as JsonSchema;
}
