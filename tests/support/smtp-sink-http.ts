import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sentTo, startSmtpSink, type SmtpSink, type SmtpSinkOptions } from './smtp-sink';

export interface SmtpSinkHttp {
  sink: SmtpSink;
  smtpUrl: string;
  /** Base URL of the JSON API: GET/DELETE `${apiUrl}/messages`, POST `${apiUrl}/fail-next`. */
  apiUrl: string;
  close(): Promise<void>;
}

/**
 * The SMTP sink plus a small JSON API on 127.0.0.1, for test processes that cannot share
 * memory with the sink (Playwright workers):
 *   GET    /messages[?to=address]         -> SinkMessage[]
 *   DELETE /messages                      -> 204
 *   POST   /fail-next?count=n[&code=451]  -> 204
 */
export async function startSmtpSinkHttp(options: SmtpSinkOptions & { httpPort?: number } = {}): Promise<SmtpSinkHttp> {
  const sink = await startSmtpSink(options);

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (url.pathname === '/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to');
      return send(200, to ? sink.messages.filter(sentTo(to)) : sink.messages);
    }
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      sink.clear();
      return send(204);
    }
    if (url.pathname === '/fail-next' && req.method === 'POST') {
      const count = Number(url.searchParams.get('count') ?? '1');
      const code = Number(url.searchParams.get('code') ?? '451');
      sink.failNext(count, code);
      return send(204);
    }
    return send(404, { error: 'not found' });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.httpPort ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;

  return {
    sink,
    smtpUrl: sink.url,
    apiUrl: `http://127.0.0.1:${port}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await sink.close();
    },
  };
}
