import { getTRPCErrorFromUnknown, transformTRPCResponse, type AnyTRPCProcedure, type AnyTRPCRouter, type TRPCError } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export interface DirectMutationOptions<Ctx extends object> {
  router: AnyTRPCRouter;
  /** The mutations answered here; their outputs must be plain JSON (a declared `.output()`). */
  paths: readonly string[];
  createContext: (opts: { req: Request; res: Response }) => Promise<Ctx>;
  onError: (opts: { error: TRPCError; path: string | undefined; input: unknown; ctx: Ctx | undefined; type: 'mutation'; req: Request }) => void;
}

interface SingleCall {
  path: string;
  procedure: AnyTRPCProcedure;
  input: unknown;
  /** `?batch=1` with one call: the answer is an array of one. */
  batched: boolean;
}

/**
 * Answers a single call (unbatched, or a batch of one) to one of `paths` by calling the procedure
 * itself, writing the bytes tRPC's HTTP adapter writes for it: same status, headers, chunked
 * body and error shape, and the same onError call. The adapter turns every request into a Fetch
 * `Request` and every answer into a `Response` read through web streams, which was the largest
 * share of a submission's CPU (decision 079). Anything else (other paths or methods, query
 * inputs, streaming accepts, bodies express.json did not parse) goes on to the adapter,
 * which tests/integration/direct-mutations.test.ts compares this with.
 */
export function directMutations<Ctx extends object>(options: DirectMutationOptions<Ctx>): RequestHandler {
  const procedures = new Map<string, AnyTRPCProcedure>();
  for (const path of options.paths) {
    const procedure = (options.router._def.procedures as Record<string, AnyTRPCProcedure | undefined>)[path];
    if (procedure?._def.type !== 'mutation') throw new Error(`${path} is not a mutation of the router`);
    procedures.set(path, procedure);
  }
  const config = options.router._def._config;

  async function answer(req: Request, res: Response, { path, procedure, input, batched }: SingleCall) {
    let ctx: Ctx | undefined;
    let inputRead = false;
    let error: TRPCError | undefined;
    let data: unknown;
    try {
      ctx = await options.createContext({ req, res });
      data = await procedure({
        path,
        // The adapter reports the input only once the procedure has asked for it.
        getRawInput: async () => {
          inputRead = true;
          return input;
        },
        ctx,
        type: 'mutation',
        signal: undefined,
        batchIndex: 0,
      });
    } catch (cause) {
      error = getTRPCErrorFromUnknown(cause);
      options.onError({ error, path, input: inputRead ? input : undefined, ctx, type: 'mutation', req });
    }
    const response = error
      ? { error: getErrorShape({ config, ctx, error, input: inputRead ? input : undefined, path, type: 'mutation' }) }
      : { result: { data } };
    const json = batched ? [response] : response;
    if (res.statusCode === 200) res.statusCode = getHTTPStatusCode(json);
    res.setHeader('content-type', 'application/json');
    res.setHeader('vary', 'trpc-accept, accept');
    // write then end, as the adapter does: the same chunked framing, in one corked socket write.
    res.write(JSON.stringify(transformTRPCResponse(config, json)));
    res.end();
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const call = singleCall(req, procedures);
    if (!call) return next();
    answer(req, res, call).catch(next);
  };
}

/** The call when the request is one the adapter would read as a single JSON mutation of ours. */
function singleCall(req: Request, procedures: ReadonlyMap<string, AnyTRPCProcedure>): SingleCall | null {
  if (req.method !== 'POST' || req.body === undefined) return null;
  const contentType = req.headers['content-type'];
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return null;
  // A streaming accept makes the adapter answer differently (JSON lines, or an error).
  if (req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('jsonl')) return null;
  const queryAt = req.url.indexOf('?');
  const query = queryAt < 0 ? '' : req.url.slice(queryAt + 1);
  if (query !== '' && query !== 'batch=1') return null;
  // The adapter's reading of the procedure path: the last segment, here never percent-encoded.
  const path = req.path.slice(req.path.lastIndexOf('/') + 1);
  const procedure = procedures.get(path);
  if (!procedure) return null;
  if (query === '') return { path, procedure, input: req.body, batched: false };
  const inputs: unknown = req.body;
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) return null;
  return { path, procedure, input: (inputs as Record<string, unknown>)['0'], batched: true };
}
