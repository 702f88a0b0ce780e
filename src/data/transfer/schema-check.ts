// Checks imported documents with the ajv validation the collections themselves use (RxDB's
// validate-ajv plugin, the same ajv instance and options), so a document that passes here is one
// the database accepts.
import { getValidator } from 'rxdb/plugins/validate-ajv';
import { collectionSchemas, type CollectionName } from '../../../schemas/index.ts';
import { describeAjvError } from '../validation-errors.ts';

export interface SchemaProblem {
  /** `holes[2].shotCount`, or `the document`. */
  path: string;
  reason: string;
}

const validators = new Map<CollectionName, (doc: unknown) => unknown[]>();

function validatorOf(collection: CollectionName): (doc: unknown) => unknown[] {
  let v = validators.get(collection);
  if (!v) {
    v = getValidator(collectionSchemas[collection]) as (doc: unknown) => unknown[];
    validators.set(collection, v);
  }
  return v;
}

/** How `doc` breaks its collection's schema (the first problem ajv meets; empty when it fits). */
export function schemaProblems(collection: CollectionName, doc: unknown): SchemaProblem[] {
  return validatorOf(collection)(doc).map((e) => {
    const d = describeAjvError(e as Parameters<typeof describeAjvError>[0]);
    return { path: d.field, reason: d.text };
  });
}
