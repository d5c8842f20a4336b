import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/**
 * The vocabulary of the routes' request schemas (docs/api.md "Request schemas"). A schema declares
 * the shape of a body or query: its fields, their JSON types and transport bounds. It does not
 * hold business rules: "empty", "6–16 characters", "an existing lottery" stay in models/validation
 * and the domain, which answer their own codes. So every field is optional (a missing field reads
 * as empty and the route refuses it with its code), and numbers a route refuses itself keep their
 * text form. Input of another shape (an object where text belongs, text over its bound, a body
 * that is not an object) answers HTTP 400 with envelope code 400 before the route runs.
 *
 * Fastify's ajv coerces scalars (a number sent for a text field becomes its digits, null becomes
 * ''), as a text field always read: clients send ids and amounts as numbers or as digits.
 */

/** Bound of a short text field (accounts, passwords, names, codes, ids): far above every business limit. */
export const TEXT_MAX = 1024;
/** Bound of a number sent as text. */
const DIGITS_MAX = 32;

/** A text field; read as `body.name ?? ''`. */
export const TextField = (description: string, maxLength = TEXT_MAX) => Type.Optional(Type.String({ maxLength, description }));

/** As TextField, and null is kept as null (a field whose presence matters). */
export const NullableTextField = (description: string, maxLength = TEXT_MAX) =>
  Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, description }));

/**
 * A number as a JSON number or as text (both are what clients send), left exactly as sent (a type
 * list: ajv coerces nothing that is already one of them): the route reads it with wholeNumber()
 * or positiveInt() and refuses a fraction or other text with its own code.
 */
export const NumberField = (description: string) => Type.Optional(Type.Unsafe<number | string>({ type: ['number', 'string'], maxLength: DIGITS_MAX, description }));

/** As NumberField, and null is kept as null (the client's "all" of a filter). */
export const NullableNumberField = (description: string) =>
  Type.Optional(Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'], maxLength: DIGITS_MAX, description }));

/** Any JSON value, documented here and read by the route (a shape the route checks itself, answering its own code). */
export const AnyField = (description: string) => Type.Optional(Type.Unknown({ description }));

/** A body or query: an object with these fields; other fields are allowed and ignored. */
export const Fields = <P extends TProperties>(properties: P) => Type.Object(properties);

/** The fields of a paged list. */
export const PAGE_FIELDS = {
  pageIndex: NumberField('page, from 1 (default 1; anything but a positive whole number is 1)'),
  pageSize: NumberField('rows per page (the call\'s default when not a positive whole number; at most 100)'),
};

/** The date filter of record lists (http/date-range.ts). */
export const DATE_RANGE_FIELDS = {
  startDate: TextField('yyyy-MM-dd, from 00:00 inclusive (server local time); missing or malformed: open'),
  endDate: TextField('yyyy-MM-dd, to 00:00 exclusive; missing or malformed: open'),
};

/** A lottery of the catalogue (an unknown one answers the call's refusal, mostly 4009). */
export const LOTTERY_FIELD = { lotteryId: NumberField('lottery id') };

/**
 * A POST without a body reads as `{}`, as every field of it reads as empty (a schema would refuse
 * `undefined` as "body must be object"). Only routes with a body schema.
 */
export function registerEmptyBodyAsObject(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}

/** The request of a route whose body has schema S, for a handler written apart from its route (protectedCall). */
export type WithBody<S extends TSchema> = FastifyRequest<{ Body: Static<S> }>;
/** The request of a route whose query has schema S. */
export type WithQuery<S extends TSchema> = FastifyRequest<{ Querystring: Static<S> }>;
