// Turns RxDB's schema validation failures (ajv errors inside RxError VD2, or a bulk write's 422
// error) into one sentence a person can act on, naming the collection, document and fields; and a write
// refused for lack of space into a StorageFullError (device-storage/storage-full.ts).
import { isQuotaExceeded, StorageFullError } from './device-storage/storage-full.ts';
import { dataText } from './i18n/index.ts';
import { isRecord } from '../domain/is-record.ts';

/** The parts of an ajv error this module reads. */
interface AjvErrorLike {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

interface WriteErrorLike {
  status?: number;
  documentId?: string;
  validationErrors?: AjvErrorLike[];
  writeRow?: { document?: { id?: unknown } };
}

/** Thrown by the write helpers when a document does not fit its collection's schema. */
export class DocumentValidationError extends Error {
  override readonly name = 'DocumentValidationError';
  constructor(
    message: string,
    /** Dotted paths of the offending fields, e.g. `holes[2].shotCount`. */
    readonly fields: string[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** `/holes/2/shotCount` -> `holes[2].shotCount` */
function fieldPath(instancePath: string | undefined, extra?: string): string {
  const parts = (instancePath ?? '').split('/').filter((p) => p !== '');
  if (extra) parts.push(extra);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out === '' ? p : `.${p}`;
  return out === '' ? dataText.t('validation.theDocument') : out;
}

type Limit = { field: string; limit: number };
/** A broken limit of the schema, said in the golfer's language. */
const LIMITS = {
  maximum: (v: Limit) => dataText.t('validation.maximum', v),
  minimum: (v: Limit) => dataText.t('validation.minimum', v),
  exclusiveMaximum: (v: Limit) => dataText.t('validation.exclusiveMaximum', v),
  exclusiveMinimum: (v: Limit) => dataText.t('validation.exclusiveMinimum', v),
  maxLength: (v: Limit) => dataText.t('validation.maxLength', v),
  minLength: (v: Limit) => dataText.t('validation.minLength', v),
  maxItems: (v: Limit) => dataText.t('validation.maxItems', v),
  minItems: (v: Limit) => dataText.t('validation.minItems', v),
  maxProperties: (v: Limit) => dataText.t('validation.maxProperties', v),
};

/** JSON schema's type names as a golfer reads them. */
const TYPE_NAMES: Record<string, () => string> = {
  string: () => dataText.t('validation.typeName.string'),
  integer: () => dataText.t('validation.typeName.integer'),
  number: () => dataText.t('validation.typeName.number'),
  boolean: () => dataText.t('validation.typeName.boolean'),
  object: () => dataText.t('validation.typeName.object'),
  array: () => dataText.t('validation.typeName.array'),
};

function describeOne(e: AjvErrorLike): { field: string; text: string } {
  const p = e.params ?? {};
  switch (e.keyword) {
    case 'required': {
      const field = fieldPath(e.instancePath, String(p.missingProperty));
      return { field, text: dataText.t('validation.missing', { field }) };
    }
    case 'additionalProperties': {
      const field = fieldPath(e.instancePath, String(p.additionalProperty));
      return { field, text: dataText.t('validation.unknownField', { field }) };
    }
    case 'enum': {
      const field = fieldPath(e.instancePath);
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues.map((v) => JSON.stringify(v)).join(', ') : '';
      return { field, text: dataText.t('validation.oneOf', { field, allowed }) };
    }
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems':
    case 'maxProperties': {
      const field = fieldPath(e.instancePath);
      const limit = typeof p.limit === 'number' ? p.limit : Number(p.limit);
      if (!Number.isFinite(limit)) return { field, text: dataText.t('validation.invalid', { field }) };
      return { field, text: LIMITS[e.keyword]({ field, limit }) };
    }
    case 'type': {
      const field = fieldPath(e.instancePath);
      const type = TYPE_NAMES[String(p.type)];
      return { field, text: type ? dataText.t('validation.type', { field, type: type() }) : dataText.t('validation.invalid', { field }) };
    }
    default: {
      // ajv's own sentences are English: the keywords above are said in the golfer's language, any other
      // as "is invalid".
      const field = fieldPath(e.instancePath);
      return { field, text: dataText.t('validation.invalid', { field }) };
    }
  }
}

function findWriteError(err: unknown): { collection?: string; id?: string; write: WriteErrorLike } | null {
  if (!isRecord(err)) return null;
  // RxError VD2 carries the storage write error in its parameters.
  const params = isRecord(err.parameters) ? err.parameters : null;
  if (params && isRecord(params.writeError)) {
    return {
      collection: typeof params.collection === 'string' ? params.collection : undefined,
      id: typeof params.id === 'string' ? params.id : undefined,
      write: params.writeError as WriteErrorLike,
    };
  }
  // A bulk write returns the storage write error itself.
  if (err.status === 422 && Array.isArray(err.validationErrors)) return { write: err as WriteErrorLike };
  return null;
}

/** The fields and sentence of a validation failure, or null when `err` is not one. */
export function readValidationError(err: unknown): { message: string; fields: string[] } | null {
  const found = findWriteError(err);
  if (!found || found.write.status !== 422) return null;
  const errors = found.write.validationErrors ?? [];
  const described = errors.map(describeOne);
  const id = found.id ?? found.write.documentId;
  const document = found.collection ? dataText.t('validation.collectionDocument', { collection: found.collection }) : dataText.t('validation.document');
  const what = id ? dataText.t('validation.withId', { what: document, id }) : document;
  const reasons = described.length > 0 ? described.map((d) => d.text).join('; ') : dataText.t('validation.noMatch');
  return { message: dataText.t('validation.refused', { what, reasons }), fields: [...new Set(described.map((d) => d.field))] };
}

/** A readable sentence for a validation failure, or null when `err` is not one. */
export function describeValidationError(err: unknown): string | null {
  return readValidationError(err)?.message ?? null;
}

/** Rethrows a validation failure as a DocumentValidationError and a full disk as a StorageFullError;
 * other errors pass unchanged. */
export function toReadableError(err: unknown): unknown {
  if (isQuotaExceeded(err)) return err instanceof StorageFullError ? err : new StorageFullError({ cause: err });
  const read = readValidationError(err);
  return read ? new DocumentValidationError(read.message, read.fields, { cause: err }) : err;
}

/** Runs a write and turns a validation failure into a DocumentValidationError. */
export async function readableWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw toReadableError(err);
  }
}

export { describeOne as describeAjvError, fieldPath as ajvFieldPath };
