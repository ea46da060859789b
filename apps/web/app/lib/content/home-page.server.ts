import { homePageQuery } from '@nordkyst/content';
import { client } from './client.server';
import { type HomePage, homePageFrom } from './home-page';

export async function loadHomePage(): Promise<HomePage> {
  return homePageFrom(await client.fetch(homePageQuery));
}
