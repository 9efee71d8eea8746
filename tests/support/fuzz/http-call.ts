import http from 'node:http';

/**
 * Node's own client, with kept-alive connections, for most calls: fetch's web streams cost the
 * hostile-input suite about a fifth of its CPU.
 * - A body near the server's 100 kb limit goes out on a connection of its own. The server reads
 *   a body over the limit to its end before it answers 413, so Node's client reads that answer.
 *   These went through fetch, and a gate run saw one fail with ECONNRESET and no answer: most
 *   likely a kept-alive connection that the server's idle timeout closed as the POST went out
 *   on it, which fetch does not send again. A connection of its own is never stale.
 * - A URL near the server's 16 KB of headers goes through fetch, which reads the 431 the server
 *   answers before it closes the connection; Node's client, still writing, sees the reset instead.
 */
const agent = new http.Agent({ keepAlive: true });
const NODE_CLIENT_LIMIT = 8 * 1024;

function nodeRequest(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body: string | undefined,
  connection: http.Agent | false = agent,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: connection }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // Node's documented race (http.ClientRequest, request.reusedSocket): the server closed a kept-
      // alive connection as this request went out on it, so the server never read it. Sent again
      // on a new connection; any other error fails the call.
      if (request.reusedSocket && error.code === 'ECONNRESET') resolve(nodeRequest(url, method, headers, body, false));
      else reject(error);
    });
    request.end(body);
  });
}

/** One tRPC call over real HTTP: a mutation as a POST body, a query as GET ?input=. */
export async function callProcedure(
  baseUrl: string,
  path: string,
  type: 'query' | 'mutation' | 'subscription',
  input: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const json = input === undefined ? undefined : JSON.stringify(input);
  if (type === 'mutation') {
    const postHeaders = { 'content-type': 'application/json', ...headers };
    const ownConnection = json !== undefined && json.length > NODE_CLIENT_LIMIT;
    return nodeRequest(`${baseUrl}/trpc/${path}`, 'POST', postHeaders, json, ownConnection ? false : agent);
  }
  const url = `${baseUrl}/trpc/${path}${json === undefined ? '' : `?input=${encodeURIComponent(json)}`}`;
  if (url.length <= NODE_CLIENT_LIMIT) return nodeRequest(url, 'GET', headers, undefined);
  return fetchQuery(url, headers);
}

/**
 * A query with a long URL, through fetch. Its kept-alive connection can be reset as the server's
 * idle timeout closes it, with no answer; a query changes nothing, so it is asked once more, and
 * a server that resets it again fails the call.
 */
async function fetchQuery(
  url: string,
  headers: Record<string, string>,
  attempt = 1,
): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { headers });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const reset =
      error instanceof TypeError && (error.cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNRESET';
    if (reset && attempt === 1) return fetchQuery(url, headers, 2);
    throw error;
  }
}
