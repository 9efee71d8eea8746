import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DOCUMENT_SCAN_QUEUE_NAME } from '../../core/documents/document-scan-jobs';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { pdfBytes } from '../support/documents/files';
import { useScanningEnv } from '../support/documents/scanning-env';
import { createApplication } from '../support/factories';
import { useDeliveryStack } from '../support/running-stack';
import { uniqueEmail } from '../support/unique-email';

const ORIGIN = 'http://127.0.0.1:3000';
const stack = useDeliveryStack('scan-order', useScanningEnv().env);

async function applicant(programmes: string[]) {
  const email = uniqueEmail('scan-order');
  const applications = [];
  for (const programme of programmes)
    applications.push(await createApplication(stack.database.db, { email, programme }));
  const { token } = await createApplicantSession(stack.database.db, email);
  return { applicationIds: applications.map((application) => application.id), cookie: `applicant_session=${token}` };
}

async function upload(cookie: string, applicationId: string, item: string): Promise<string> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(pdfBytes(`${item} of ${applicationId}`, 256 * 1024))], { type: 'application/pdf' }),
    `${item}.pdf`,
  );
  const response = await fetch(`${stack.server.url}/api/applicant/documents/${applicationId}/${item}`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { document: { id: string } }).document.id;
}

describe('the order of scans', () => {
  let connection: Redis;
  let scans: Queue;
  beforeAll(() => {
    connection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    scans = new Queue(DOCUMENT_SCAN_QUEUE_NAME, { connection, prefix: stack.redisPrefix });
  });
  afterAll(async () => {
    await scans?.resume();
    await scans?.close();
    connection?.disconnect();
  });

  it("takes one applicant's single upload before most of another applicant's burst sent just before it", async () => {
    const items = ['identity', 'school_report', 'english_certificate'];
    const a = await applicant(['alevel', 'foundation']);
    const b = await applicant(['alevel']);
    // The worker takes nothing while the queue fills, so the order it takes them in is the queue's alone.
    await scans.pause();
    const burst: string[] = [];
    for (const applicationId of a.applicationIds)
      for (const item of items) burst.push(await upload(a.cookie, applicationId, item));
    const single = await upload(b.cookie, b.applicationIds[0]!, 'identity');
    await scans.resume();

    const ids = [...burst, single];
    await expect
      .poll(
        async () =>
          (
            await stack.database.db
              .selectFrom('application_documents')
              .select('scan_state')
              .where('id', 'in', ids)
              .execute()
          ).map((row) => row.scan_state),
        {
          timeout: 30_000,
        },
      )
      .toEqual(ids.map(() => 'clean'));
    const takenAt = async (id: string) => (await scans.getJob(id))!.processedOn!;
    const singleTakenAt = await takenAt(single);
    const burstTakenBefore = (await Promise.all(burst.map(takenAt))).filter((at) => at < singleTakenAt);
    // One of A's six, as B's single file and A's first have the same turn and A's came first.
    expect(burstTakenBefore.length).toBeLessThanOrEqual(1);
  }, 90_000);
});
