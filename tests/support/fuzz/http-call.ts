/** One tRPC call over real HTTP: a mutation as a POST body, a query as GET ?input=. */
export async function callProcedure(
  baseUrl: string,
  path: string,
  type: 'query' | 'mutation' | 'subscription',
  input: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const json = input === undefined ? undefined : JSON.stringify(input);
  const response =
    type === 'mutation'
      ? await fetch(`${baseUrl}/trpc/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: json,
        })
      : await fetch(`${baseUrl}/trpc/${path}${json === undefined ? '' : `?input=${encodeURIComponent(json)}`}`, { headers });
  return { status: response.status, text: await response.text() };
}
