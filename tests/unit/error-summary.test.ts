import { Writable } from 'node:stream';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { createWorkerLogger } from '../../worker/logger';
import { errorSummary } from '../../core/errors/error-summary';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** An error as pg hands it to a pool's 'error' listener, with its client (sockets and all) attached. */
function lostConnectionError() {
  const error = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
    client: new pg.Client({ connectionString: 'postgres://user:secret@127.0.0.1:5/db' }),
  });
  return error;
}

describe('errorSummary', () => {
  it('keeps name, message, code and the first stack frame, and nothing else', () => {
    const summary = errorSummary(lostConnectionError());
    expect(summary).toMatchObject({
      type: 'Error',
      message: 'terminating connection due to administrator command',
      code: '57P01',
    });
    expect(Object.keys(summary).sort()).toEqual(['at', 'code', 'message', 'type']);
  });

  it('names the first error of an AggregateError whose own message is empty', () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(errorSummary(new AggregateError([inner]))).toMatchObject({
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
    });
  });

  it('summarises values that are not errors and follows causes', () => {
    expect(errorSummary('boom')).toEqual({ type: 'string', message: 'boom' });
    expect(errorSummary(new Error('outer', { cause: new Error('inner') })).cause?.message).toBe('inner');
  });
});

describe('the server and worker loggers', () => {
  it.each([
    ['server', (stream: Writable) => createLogger('info', 'server', stream)],
    ['worker', (stream: Writable) => createWorkerLogger('info', stream)],
  ])('log a pg error as one short line without the client or its password (%s)', (_name, make) => {
    const { lines, stream } = capture();
    make(stream).warn({ err: lostConnectionError(), outboxId: 'abc' }, 'idle database connection lost');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(700);
    expect(lines[0]).not.toContain('secret');
    expect(JSON.parse(lines[0]!)).toMatchObject({ outboxId: 'abc', err: { code: '57P01' } });
  });
});
