/** Hobbies and activities to do (docs/product/recommendations.md, Catalogue). */
import { item, type SeedRecommendationItem } from './seed-recommendation-item.ts';

export const ACTIVITIES_ITEMS: readonly SeedRecommendationItem[] = [
  item('activities', 'Run your local parkrun', {
    description: 'A free, timed 5 km run every Saturday morning in parks around the world, run by volunteers. Walking it is fine, and so is volunteering instead.',
    tags: ['sport:Running', 'pace:Active', 'social:Community', 'cost:Free', 'setting:Outdoor'],
    leanings: 'S+1 A+2 C+1 T+1',
    time: 'About an hour on a Saturday morning', cost: 'Free',
    links: [['https://www.parkrun.com/', 'parkrun']],
  }),
];
