/** Books to read (docs/product/recommendations.md, Catalogue). */
import { item, type SeedRecommendationItem } from './seed-recommendation-item.ts';

export const BOOKS_ITEMS: readonly SeedRecommendationItem[] = [
  item('books', "Man's Search for Meaning", {
    description: "Viktor Frankl's account of surviving Nazi concentration camps and the therapy he built on it: that people can bear almost any how if they have a why.",
    tags: ['media:Reading', 'genre:Memoir', 'genre:Philosophy', 'mood:Thoughtful', 'time:Quick@0.5'],
    leanings: 'M+2 R+2 I+1',
    time: 'About 4 hours', cost: '$', year: 1946,
  }),
];
