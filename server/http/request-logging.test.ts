import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express, { type Express } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { requestLogging, servingFiles } from './request-logging';
import { serveBuiltWeb } from './serve-web';

interface LogLine {
  level: number;
  msg: string;
  path: string;
  status: number;
}

const DEBUG = 20;
const INFO = 30;

/** An app with the request log at `debug`, whose lines the test reads back. */
async function loggedApp(mount: (app: Express) => void) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = express();
  app.use(requestLogging(pino({ level: 'debug' }, sink)));
  mount(app);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** The level the request line of one GET was logged at, once the response has finished. */
  const levelOf = async (pathname: string) => {
    await (await fetch(base + pathname)).arrayBuffer();
    await expect.poll(() => lines.some((line) => line.msg === 'request' && line.path === pathname)).toBe(true);
    return lines.find((line) => line.msg === 'request' && line.path === pathname)!.level;
  };
  return { levelOf, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the request log', () => {
  let webDir: string;
  let built: Awaited<ReturnType<typeof loggedApp>>;
  let dev: Awaited<ReturnType<typeof loggedApp>>;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'request-log-'));
    mkdirSync(path.join(webDir, 'assets'));
    mkdirSync(path.join(webDir, 'about'));
    writeFileSync(path.join(webDir, 'assets/site-abc123.js'), 'export {};');
    writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *');
    for (const file of ['index.html', 'about/index.html', 'app-shell.html', '404.html']) {
      writeFileSync(path.join(webDir, file), '<!doctype html><html lang="en"><head></head><body></body></html>');
    }
    built = await loggedApp((app) => serveBuiltWeb(app, webDir, DEFAULT_RETENTION_PERIODS));
    // Vite's dev middlewares in miniature: a connect handler that answers the modules it knows and passes on the rest.
    const viteLike = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
      if (req.url !== '/src/main.tsx') return next();
      res.setHeader('Content-Type', 'text/javascript');
      res.end('export {};');
    };
    dev = await loggedApp((app) => {
      app.use(servingFiles(viteLike));
      app.get('/about', (_req, res) => void res.type('html').send('<!doctype html>'));
    });
  });

  afterAll(async () => {
    await built?.close();
    await dev?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('logs the files of the built site at debug, and its pages at info', async () => {
    expect(await built.levelOf('/assets/site-abc123.js')).toBe(DEBUG);
    expect(await built.levelOf('/robots.txt')).toBe(DEBUG);
    expect(await built.levelOf('/about')).toBe(INFO);
    expect(await built.levelOf('/no-such-page')).toBe(INFO);
  });

  it('logs an asset it cannot find at info: a broken link is worth reading', async () => {
    expect(await built.levelOf('/assets/gone-000000.js')).toBe(INFO);
  });

  it("logs the dev server's modules at debug, and what it passes on at info", async () => {
    expect(await dev.levelOf('/src/main.tsx')).toBe(DEBUG);
    expect(await dev.levelOf('/about')).toBe(INFO);
  });
});
