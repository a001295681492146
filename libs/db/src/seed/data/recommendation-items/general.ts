/** General life ideas: habits, experiences and small projects (docs/product/recommendations.md, Catalogue). */
import { item, type SeedRecommendationItem } from './seed-recommendation-item.ts';

export const GENERAL_ITEMS: readonly SeedRecommendationItem[] = [
  item('general', 'Keep a one-line-a-day journal', {
    description: 'Write a single sentence about each day before bed. After a few months you have a record of your life that takes minutes to reread.',
    tags: ['creation:Written Creation', 'wellness:Reflection', 'time:Quick', 'activity:Solo'],
    leanings: 'I+2 R+2 T+1',
    time: '2 minutes a day', cost: 'Free',
  }),
  item('general', 'Host a monthly potluck dinner', {
    description: 'Pick a fixed evening each month and invite friends to bring one dish each. The date stays the same, so nobody has to organise it twice.',
    tags: ['activity:Group', 'food:Home Cooking', 'social:Community', 'time:Evening', 'occasion:Celebration@0.6'],
    leanings: 'S+2 E+1 T+1 C+1',
    time: 'One evening a month', cost: '$',
  }),
];
