import { privacyPolicyQuery } from '@nordkyst/content';
import { client } from './client.server';
import { privacyPolicyFrom } from './privacy-policy';

export async function loadPrivacyPolicy() {
  return privacyPolicyFrom(await client.fetch(privacyPolicyQuery));
}
