import { aboutPageQuery } from '@nordkyst/content';
import { aboutPageFrom } from './about-page';
import { client } from './client.server';

export async function loadAboutPage() {
  return aboutPageFrom(await client.fetch(aboutPageQuery));
}
