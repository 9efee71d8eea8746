/**
 * What a log line may say about a list's filters: whether a search was used, never its text
 * (staff search for names and e-mail addresses), and the status, documents and CAS filters, which are ours.
 */
export function loggableFilters(filters: {
  search?: string | null;
  status?: string | null;
  documents?: string | null;
  cas?: string | null;
}) {
  return {
    searched: Boolean(filters.search),
    status: filters.status ?? null,
    ...(filters.documents ? { documents: filters.documents } : {}),
    ...(filters.cas ? { cas: filters.cas } : {}),
  };
}
