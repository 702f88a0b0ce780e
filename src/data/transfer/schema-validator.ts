// A JSON schema validator for the keywords the schemas of schemas/ use, that reads the schema as it
// goes instead of compiling it to code: the page runs under a Content-Security-Policy without
// 'unsafe-eval' (docs/ARCHITECTURE.md, "PWA, `npm start` and the e2e harness"), which ajv's compiled
// validators need. It answers as ajv does (the collections validate with ajv in development): the same
// verdict and the same first error, keyword by keyword in ajv's order (type, enum, the number, string,
// array and object keywords), with ajv's messages; test/unit/data/transfer/schema-validator.test.ts
// compares the two. Keywords: type, enum, minimum, maximum, multipleOf, minLength, maxLength (in code
// points, as ajv counts), pattern, minItems, maxItems, items, required, properties,
// additionalProperties: false, patternProperties; others (title, version, indexes...) are annotations.
import { isRecord } from '../../domain/is-record.ts';

/** An error as ajv reports it (the parts describeAjvError reads). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

export interface SchemaNode {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly items?: SchemaNode;
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: boolean;
  readonly patternProperties?: Readonly<Record<string, SchemaNode>>;
}

function hasType(v: unknown, type: string): boolean {
  switch (type) {
    case 'object':
      return isRecord(v);
    case 'array':
      return Array.isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isFinite(v) && v % 1 === 0;
    case 'null':
      return v === null;
    default:
      throw new Error(`schema type ${type} is not supported`);
  }
}

/** JSON Pointer escaping of one path segment, as ajv writes instancePath. */
const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

const regexps = new Map<string, RegExp>();
function regexp(pattern: string): RegExp {
  let re = regexps.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'u');
    regexps.set(pattern, re);
  }
  return re;
}

/** The first error of `value` against `schema` at `path`, or null. */
function check(schema: SchemaNode, value: unknown, path: string): SchemaError | null {
  const error = (keyword: string, params: Record<string, unknown>, message: string): SchemaError => ({ instancePath: path, keyword, params, message });
  if (schema.type !== undefined && !hasType(value, schema.type)) return error('type', { type: schema.type }, `must be ${schema.type}`);
  if (schema.enum && !schema.enum.some((v) => v === value)) {
    return error('enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values');
  }
  if (typeof value === 'number') {
    if (schema.maximum !== undefined && !(value <= schema.maximum)) return error('maximum', { comparison: '<=', limit: schema.maximum }, `must be <= ${schema.maximum}`);
    if (schema.minimum !== undefined && !(value >= schema.minimum)) return error('minimum', { comparison: '>=', limit: schema.minimum }, `must be >= ${schema.minimum}`);
    if (schema.multipleOf !== undefined && (value / schema.multipleOf) % 1 !== 0) {
      return error('multipleOf', { multipleOf: schema.multipleOf }, `must be multiple of ${schema.multipleOf}`);
    }
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.maxLength !== undefined && length > schema.maxLength) return error('maxLength', { limit: schema.maxLength }, `must NOT have more than ${schema.maxLength} characters`);
    if (schema.minLength !== undefined && length < schema.minLength) return error('minLength', { limit: schema.minLength }, `must NOT have fewer than ${schema.minLength} characters`);
    if (schema.pattern !== undefined && !regexp(schema.pattern).test(value)) return error('pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`);
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return error('maxItems', { limit: schema.maxItems }, `must NOT have more than ${schema.maxItems} items`);
    if (schema.minItems !== undefined && value.length < schema.minItems) return error('minItems', { limit: schema.minItems }, `must NOT have fewer than ${schema.minItems} items`);
    if (schema.items) {
      for (const [i, item] of value.entries()) {
        const found = check(schema.items, item, `${path}/${i}`);
        if (found) return found;
      }
    }
  }
  if (isRecord(value)) return checkObject(schema, value, path, error);
  return null;
}

function checkObject(
  schema: SchemaNode,
  value: Record<string, unknown>,
  path: string,
  error: (keyword: string, params: Record<string, unknown>, message: string) => SchemaError,
): SchemaError | null {
  const has = (key: string) => Object.prototype.hasOwnProperty.call(value, key) && value[key] !== undefined;
  for (const key of schema.required ?? []) {
    if (!has(key)) return error('required', { missingProperty: key }, `must have required property '${key}'`);
  }
  const properties = schema.properties ?? {};
  const patterns = Object.entries(schema.patternProperties ?? {});
  if (schema.additionalProperties === false) {
    for (const key of Object.keys(value)) {
      const known = Object.prototype.hasOwnProperty.call(properties, key) || patterns.some(([p]) => regexp(p).test(key));
      if (!known) return error('additionalProperties', { additionalProperty: key }, 'must NOT have additional properties');
    }
  }
  for (const [key, sub] of Object.entries(properties)) {
    if (!has(key)) continue;
    const found = check(sub, value[key], `${path}/${pointer(key)}`);
    if (found) return found;
  }
  for (const [p, sub] of patterns) {
    for (const key of Object.keys(value)) {
      if (!regexp(p).test(key)) continue;
      const found = check(sub, value[key], `${path}/${pointer(key)}`);
      if (found) return found;
    }
  }
  return null;
}

/** The errors of `doc` against `schema` as ajv (allErrors off) gives them: none, or the first. */
export function schemaErrors(schema: SchemaNode, doc: unknown): SchemaError[] {
  const found = check(schema, doc, '');
  return found ? [found] : [];
}
