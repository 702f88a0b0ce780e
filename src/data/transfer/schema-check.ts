// Checks imported documents against their collection's schema, with the answers of the ajv validation
// the collections themselves use in development (schema-validator.ts, which needs no `eval`: the page's
// Content-Security-Policy allows none), so a document that passes here is one the database accepts.
import { collectionSchemas, type CollectionName } from '../../../schemas/index.ts';
import { describeAjvError } from '../validation-errors.ts';
import { schemaErrors, type SchemaNode } from './schema-validator.ts';

export interface SchemaProblem {
  /** `holes[2].shotCount`, or `the document`. */
  path: string;
  reason: string;
}

/** How `doc` breaks its collection's schema (the first problem met; empty when it fits). */
export function schemaProblems(collection: CollectionName, doc: unknown): SchemaProblem[] {
  return schemaErrors(collectionSchemas[collection] as SchemaNode, doc).map((e) => {
    const d = describeAjvError(e);
    return { path: d.field, reason: d.text };
  });
}
