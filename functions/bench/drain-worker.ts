// The scheduled retry's work alone, in a process of its own so its memory is measured apart from the
// database and the provider: bounded runs (delivery.runDue, as `POST …/send-email/retry` does) until
// nothing is due, sending through Resend's transport to RESEND_API_URL. Prints one JSON line.
// Started by drain-bench.ts with DATABASE_URL and RESEND_API_URL.
import { systemClock } from '../_shared/clock.ts';
import { loadConfig } from '../_shared/config.ts';
import { connectDatabase } from '../_shared/database.ts';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { createConfirmationLimit } from '../send-email/confirmation-limit.ts';
import { createDelivery } from '../send-email/delivery.ts';
import { createEmailBudget } from '../send-email/email-budget.ts';
import { createPromiseStore } from '../send-email/promise-store.ts';
import { createProviderFaults } from '../send-email/provider-fault.ts';
import { createSubmissionStore } from '../send-email/submissions.ts';

const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
const sql = connectDatabase(config.databaseUrl, { max: 1 });
const delivery = createDelivery({
  config,
  transport: createResendTransport({ apiKey: 're_bench', endpoint: config.resendApiUrl, timeoutMs: 60_000 }),
  store: createSubmissionStore(sql),
  clock: systemClock,
  confirmations: createConfirmationLimit(sql, config.confirmationsPerRecipient, config.altchaHmacKey),
  budget: createEmailBudget(sql, config.emailDailyBudget),
  providerFaults: createProviderFaults(sql),
  promises: createPromiseStore(sql),
});

await sql`select 1`;
const baselineMb = process.memoryUsage().rss / 2 ** 20;
// What an isolate is charged for: the JS heap plus memory outside it (Buffers, ArrayBuffers), sampled.
let peakJsMb = 0;
const sample = () => {
  const memory = process.memoryUsage();
  peakJsMb = Math.max(peakJsMb, (memory.heapUsed + memory.external) / 2 ** 20);
};
const sampler = setInterval(sample, 5);
const started = performance.now();
let runs = 0;
let delivered = 0;
for (;;) {
  const run = await delivery.runDue(config.rateLimitWindowMs);
  runs++;
  delivered += run.delivered;
  if (run.attempted === 0) break;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
sample();
await sql.end({ timeout: 5 });
console.log(
  JSON.stringify({
    seconds,
    runs,
    delivered,
    baselineMb,
    peakJsMb,
    // Peak resident memory of the whole process (Node, heap, buffers), in MiB.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
