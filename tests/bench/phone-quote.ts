// `pnpm bench quote`: a quote with five 12-megapixel photos sent from a phone on Lighthouse's slow-4G
// figures (150 ms latency, 1.6 Mbps down, 750 kbps up), Chromium at a phone's size with a 4x CPU
// slowdown, against the served production build: tap → thanks, pick → the company's e-mail with every
// photo, and the bytes the phone sent against the photos'. The uplink is paced by the phone network's
// proxy (tests/engines/phone-network.ts), which also counts what the browser sent; latency, downlink and
// CPU by the DevTools protocol. The visitor picks the photos, and taps send 20 s later (the rest of the
// form filled in meanwhile), as in issue 49's measurement.
// Run against a served build: BASE_URL=http://127.0.0.1:4173 ./node_modules/.bin/node tests/bench/phone-quote.ts
import { chromium } from '@playwright/test';
import { browserPath, chromiumFlags } from '../chromium.ts';
import { mailsSince, uniqueSender } from '../e2e/support/outbox.ts';
import { startPhoneNetwork } from '../engines/phone-network.ts';
import { drawPhoto } from './draw-photos.ts';
import { markdownTable } from './report.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const PHOTOS = 5;
const SLOW_4G = { latencyMs: 150, downKbps: 1600, upKbps: 750 };
const CPU_SLOWDOWN = 4;
/** From the pick to the tap: the rest of the form filled in. */
const FILLING_MS = 20_000;
/** The longest a run may wait for the company's e-mail. */
const MAIL_TIMEOUT_MS = 10 * 60_000;

const network = await startPhoneNetwork({ upKbps: SLOW_4G.upKbps });
const browser = await chromium.launch({
  executablePath: browserPath,
  args: chromiumFlags,
  proxy: { server: network.url },
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  await page.goto(`${BASE_URL}/fa-tilbud/`);
  const form = page.locator('form');
  // The first interaction hydrates the form (docs/decisions/024-html-first.md).
  await form
    .getByLabel('Beskriv din opgave')
    .fill('Nyt tag på udhuset, ca. 40 m2. Billeder af det gamle tag.');
  await page.locator('form[data-ready]').waitFor();
  let originalBytes = 0;
  for (let i = 1; i <= PHOTOS; i++) originalBytes += await drawPhoto(page, i);

  const { name, email } = uniqueSender('Bench');
  await form.getByLabel('Navn').fill(name);
  await form.getByLabel('Telefon').fill('87654321');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Adresse').fill('Strandvejen 1');
  await form.getByLabel('Postnr.').fill('3250');
  await form.getByRole('checkbox').check();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downKbps * 1000) / 8,
    // Paced by the proxy: the same uplink the engines suite's phone has.
    uploadThroughput: -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  network.resetSent();
  const picked = Date.now();
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input on the page');
    const files = new DataTransfer();
    for (const photo of (window as unknown as { benchPhotos: File[] }).benchPhotos) files.items.add(photo);
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.waitForTimeout(FILLING_MS);
  const tapped = Date.now();
  await form.getByRole('button', { name: 'Indsend din opgave nu' }).click();
  await page
    .getByText('Tak for din tilbudsforespørgsel! Vi kontakter dig inden for 24 timer.')
    .waitFor({ timeout: MAIL_TIMEOUT_MS });
  const thanked = Date.now();

  const subject = `Ny tilbudsforespørgsel fra ${name}`;
  let mail: Awaited<ReturnType<typeof mailsSince>>[number] | undefined;
  while (!mail) {
    if (Date.now() - picked > MAIL_TIMEOUT_MS) throw new Error(`no e-mail "${subject}" within 10 minutes`);
    mail = (await mailsSince(picked)).find((candidate) => candidate.subject === subject);
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const mailed = Date.now();
  const sentBytes = network.sent();
  const scaledBytes = mail.attachments.reduce((sum, file) => sum + file.size, 0);

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `quote: ${PHOTOS} photos of 4000x3000 (${mb(originalBytes)} as picked), slow 4G (${SLOW_4G.latencyMs} ms, ${SLOW_4G.downKbps / 1000} Mbps down, ${SLOW_4G.upKbps} kbps up), Chromium at 390x844 with a ${CPU_SLOWDOWN}x CPU slowdown; send tapped ${FILLING_MS / 1000} s after the pick`,
  );
  console.log(
    markdownTable(
      ['measure', 'value', 'what it is'],
      [
        ['tap → thanks', seconds(thanked - tapped), 'the lead taken: the page thanks the visitor'],
        [
          'pick → company mail',
          seconds(mailed - picked),
          `the notification with all ${mail.attachments.length} photos in the outbox`,
        ],
        ['photos as picked', mb(originalBytes), 'the phone camera’s JPEGs'],
        ['photos as sent', mb(scaledBytes), 'after the page scaled them (the e-mail’s attachments)'],
        [
          'bytes sent',
          `${mb(sentBytes)} (${(sentBytes / scaledBytes).toFixed(2)}× the photos sent)`,
          'all the browser sent from the pick to the mail: uploads, the text, the calls',
        ],
      ],
    ),
  );
  if (mail.attachments.length !== PHOTOS) {
    console.error(`The e-mail carried ${mail.attachments.length} of ${PHOTOS} photos`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await network.close();
}
