import type { IntakePolicy } from '@domain/intakes';

/** An intake the form may offer, as `intakes.offered` sends it (server/intakes/intake-records.ts). */
export interface OfferedIntake {
  programme: string;
  startsOn: string;
  deadline: string;
  policy: IntakePolicy;
  full: boolean;
}

/**
 * The open intakes, read with one plain GET of the public tRPC query: the form's first JavaScript
 * stays without the tRPC client, which loads only when the form is sent.
 */
export async function fetchOfferedIntakes(signal?: AbortSignal): Promise<OfferedIntake[]> {
  const response = await fetch('/trpc/intakes.offered', { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`intakes.offered answered ${response.status}`);
  const body = (await response.json()) as { result?: { data?: OfferedIntake[] } };
  if (!Array.isArray(body.result?.data)) throw new Error('intakes.offered sent no list');
  return body.result.data;
}
