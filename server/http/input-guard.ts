import type { FastifyInstance } from 'fastify';
import { fail } from './envelope';

/**
 * Refuses input no route can use, before any route sees it (docs/api.md "Bad input"): JSON
 * nested deeper than MAX_INPUT_DEPTH, and text holding a NUL character (PostgreSQL text cannot
 * store it, so it would fail deep in a query). Answers HTTP 400 with an envelope of code 400.
 * Under `nulAllowedUnder` (the admin API) NUL passes: operators' content is stored as JSON, which
 * keeps it escaped.
 */

export const MAX_INPUT_DEPTH = 32;

export type InputProblem = 'too-deep' | 'nul';

/**
 * Bytes or a stream (an upload's body): never walked. Object.entries of a Buffer lists every byte
 * (a 1 MiB upload cost 1.6 s of CPU), and a stream's fields are the connection's internals.
 */
export function isBinary(value: object): boolean {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function';
}

/** The first problem of a parsed body or query, walked without recursion; null when it is fine. */
export function inputProblem(value: unknown, nulAllowed = false): InputProblem | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!nulAllowed && current.includes('\0')) return 'nul';
    } else if (typeof current === 'object' && current !== null && !isBinary(current)) {
      if (depth >= MAX_INPUT_DEPTH) return 'too-deep';
      for (const [key, child] of Object.entries(current)) {
        if (!nulAllowed && key.includes('\0')) return 'nul';
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

const MESSAGES: Readonly<Record<InputProblem, string>> = {
  'too-deep': `Bad Request: input nested deeper than ${MAX_INPUT_DEPTH} levels`,
  nul: 'Bad Request: text must not contain NUL characters',
};

export function registerInputGuard(app: FastifyInstance, nulAllowedUnder: readonly string[] = []): void {
  app.addHook('preValidation', async (request, reply) => {
    const nulAllowed = nulAllowedUnder.some((prefix) => request.url.startsWith(`${prefix}/`));
    // Path parameters are left to their routes, which read them as ids or names and refuse the rest with their own codes.
    const problem = inputProblem(request.body, nulAllowed) ?? inputProblem(request.query, nulAllowed);
    if (problem) return reply.status(400).send(fail(400, MESSAGES[problem]));
  });
}
