/**
 * The most procedure calls one batched /trpc request may carry. The server refuses more
 * (tRPC's maxBatchSize, 400) and the web client's batch link splits at the same number.
 * Pure data, imported by the server too (docs/decisions/011).
 */
export const TRPC_MAX_BATCH_SIZE = 10;
