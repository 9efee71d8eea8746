import { getContainerRuntimeClient } from 'testcontainers';

/** True when a Docker-compatible engine answers; testcontainers has no skip switch of its own. */
export async function containerRuntimeAvailable(): Promise<boolean> {
  if (process.env.TESTCONTAINERS_DISABLED === '1') return false;
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}
