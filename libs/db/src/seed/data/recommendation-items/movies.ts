/** Films and series to watch (docs/product/recommendations.md, Catalogue). */
import { item, type SeedRecommendationItem } from './seed-recommendation-item.ts';

export const MOVIES_ITEMS: readonly SeedRecommendationItem[] = [
  item('movies', 'Spirited Away', {
    description: "Hayao Miyazaki's hand-drawn film about a girl who must work in a bathhouse for spirits to free her parents. Strange, generous and never talks down to its audience.",
    tags: ['media:Visual', 'genre:Animation', 'genre:Fantasy', 'mood:Dreamy', 'activity:Family@0.6'],
    leanings: 'X+2 F+1 E+1',
    time: '2 hours 5 minutes', cost: '$', year: 2001,
    links: [['https://en.wikipedia.org/wiki/Spirited_Away', 'Wikipedia']],
  }),
];
