/**
 * Content library for the enhanced recommendations: real titles scored on the five A.L.I.V.E
 * dimensions, -2..+2 with the + pole positive (docs/product/profile.md, The A.L.I.V.E model):
 *   primaryDrive  social -2 .. +2 intrinsic        happinessOrientation  emotional -2 .. +2 meaningful
 *   lifeEngagement reflective -2 .. +2 active      valueInvestment  traditional -2 .. +2 exploring
 *   locusControl  flow -2 .. +2 control
 * Scores are the tuple [primaryDrive, happinessOrientation, lifeEngagement, valueInvestment, locusControl].
 */
export type Score = -2 | -1 | 0 | 1 | 2;

export interface SeedContentClassification {
  title: string;
  contentType: 'movie' | 'tv' | 'book';
  genre: string;
  year: number;
  /** Books only. */
  author?: string;
  /** Films and series (for series: the creator or showrunner). */
  director?: string;
  /** Series only. */
  seasons?: number;
  description: string;
  scores: readonly [Score, Score, Score, Score, Score];
  confidence: number;
  reasoning: string;
}

export const SEED_CONTENT_CLASSIFICATIONS: readonly SeedContentClassification[] = [
  // Films
  {
    title: 'Into the Wild', contentType: 'movie', genre: 'Adventure drama', year: 2007, director: 'Sean Penn',
    description: 'A graduate gives away his savings and hitchhikes to the Alaskan wilderness.',
    scores: [2, 1, 2, 2, -1], confidence: 0.85,
    reasoning: 'A search for self-directed meaning through raw experience; leaving every structure behind leans towards flow.',
  },
  {
    title: 'The Shawshank Redemption', contentType: 'movie', genre: 'Drama', year: 1994, director: 'Frank Darabont',
    description: 'A banker sentenced to life keeps hope and his own plan alive over two decades in prison.',
    scores: [1, 2, 0, 0, 2], confidence: 0.85,
    reasoning: 'Hope and dignity give the story its meaning; patience and a long, secret plan make it a film about agency.',
  },
  {
    title: 'Amélie', contentType: 'movie', genre: 'Romantic comedy', year: 2001, director: 'Jean-Pierre Jeunet',
    description: 'A shy Parisian waitress secretly orchestrates small joys in the lives of the people around her.',
    scores: [-1, -1, -1, 1, -1], confidence: 0.75,
    reasoning: 'Joy found in others and in small sensations; whimsical, observant and led by chance encounters.',
  },
  {
    title: 'Interstellar', contentType: 'movie', genre: 'Science fiction', year: 2014, director: 'Christopher Nolan',
    description: 'Astronauts travel through a wormhole to find humanity a new home.',
    scores: [1, 2, 1, 2, 1], confidence: 0.8,
    reasoning: 'Exploration at the largest scale, driven by purpose and love; the crew acts deliberately against impossible odds.',
  },
  {
    title: 'Paddington 2', contentType: 'movie', genre: 'Family comedy', year: 2017, director: 'Paul King',
    description: 'A polite bear tries to buy the perfect birthday present and ends up in prison.',
    scores: [-2, -1, 1, -1, -1], confidence: 0.8,
    reasoning: 'Warmth, community and kindness; a cosy, traditional world where things work out by good will rather than planning.',
  },
  {
    title: 'The Intouchables', contentType: 'movie', genre: 'Comedy-drama', year: 2011, director: 'Olivier Nakache and Éric Toledano',
    description: 'A wealthy quadriplegic and his carer from the projects form an unlikely friendship.',
    scores: [-2, -1, 1, 1, -1], confidence: 0.8,
    reasoning: 'Happiness through connection and laughter; both men open up to lives unlike their own and let go of control.',
  },
  {
    title: 'Mad Max: Fury Road', contentType: 'movie', genre: 'Action', year: 2015, director: 'George Miller',
    description: 'Escapees race across a desert wasteland pursued by a warlord.',
    scores: [0, -2, 2, 0, 1], confidence: 0.75,
    reasoning: 'Pure kinetic intensity and adrenaline; its heroes seize their fate rather than accept it.',
  },
  {
    title: 'Lost in Translation', contentType: 'movie', genre: 'Drama', year: 2003, director: 'Sofia Coppola',
    description: 'Two lonely Americans drift through Tokyo and find an unexpected bond.',
    scores: [1, 1, -2, 1, -2], confidence: 0.8,
    reasoning: 'Quiet, introspective and unhurried; the characters wander and let the city happen to them.',
  },
  {
    title: 'The Grand Budapest Hotel', contentType: 'movie', genre: 'Comedy', year: 2014, director: 'Wes Anderson',
    description: 'A legendary concierge and his lobby boy are caught up in the theft of a priceless painting.',
    scores: [-1, -1, 1, -2, 1], confidence: 0.7,
    reasoning: 'Nostalgia for old-world manners and rituals, told as a brisk caper by a hero who insists on order.',
  },
  {
    title: 'Spirited Away', contentType: 'movie', genre: 'Animated fantasy', year: 2001, director: 'Hayao Miyazaki',
    description: 'A girl trapped in a world of spirits works in a bathhouse to free her parents.',
    scores: [1, 1, 1, 2, -1], confidence: 0.8,
    reasoning: 'A journey into the unknown that builds inner strength; the heroine adapts to a world she cannot control.',
  },
  {
    title: 'Dead Poets Society', contentType: 'movie', genre: 'Drama', year: 1989, director: 'Peter Weir',
    description: 'An unconventional English teacher inspires his students to seize the day.',
    scores: [2, 2, 0, 1, 1], confidence: 0.85,
    reasoning: 'Living by your own values and finding meaning in art, set against a rigid tradition it questions.',
  },
  {
    title: 'Mamma Mia!', contentType: 'movie', genre: 'Musical', year: 2008, director: 'Phyllida Lloyd',
    description: 'A bride-to-be invites three possible fathers to her Greek island wedding.',
    scores: [-2, -2, 1, 0, -2], confidence: 0.8,
    reasoning: 'Sing-along joy with friends and family; everything is left to chance and it all works out.',
  },
  {
    title: 'Free Solo', contentType: 'movie', genre: 'Documentary', year: 2018, director: 'Jimmy Chin and Elizabeth Chai Vasarhelyi',
    description: 'Alex Honnold prepares to climb El Capitan without a rope.',
    scores: [2, 1, 2, 1, 2], confidence: 0.9,
    reasoning: 'An intensely personal pursuit executed through meticulous preparation and total self-control.',
  },
  {
    title: 'The Secret Life of Walter Mitty', contentType: 'movie', genre: 'Adventure comedy', year: 2013, director: 'Ben Stiller',
    description: 'A daydreaming photo editor sets off across the world to find a missing negative.',
    scores: [1, 1, 2, 2, -1], confidence: 0.8,
    reasoning: 'Moving from imagining life to living it; the journey unfolds by saying yes to the unexpected.',
  },
  {
    title: 'Before Sunrise', contentType: 'movie', genre: 'Romance', year: 1995, director: 'Richard Linklater',
    description: 'Two strangers spend one night walking and talking through Vienna.',
    scores: [-1, -1, -1, 1, -2], confidence: 0.75,
    reasoning: 'Connection and conversation, unplanned and in the moment.',
  },
  {
    title: 'Hidden Figures', contentType: 'movie', genre: 'Biographical drama', year: 2016, director: 'Theodore Melfi',
    description: 'Three Black women mathematicians at NASA help launch John Glenn into orbit.',
    scores: [1, 2, 1, 0, 2], confidence: 0.85,
    reasoning: 'Purposeful work and hard-won recognition, achieved through skill and determination.',
  },
  {
    title: 'Chef', contentType: 'movie', genre: 'Comedy-drama', year: 2014, director: 'Jon Favreau',
    description: 'A chef quits his restaurant job and starts a food truck with his son.',
    scores: [1, -1, 1, 1, 1], confidence: 0.75,
    reasoning: 'Choosing creative freedom and the pleasures of food; taking charge of a career on his own terms.',
  },
  // Series
  {
    title: 'Planet Earth II', contentType: 'tv', genre: 'Nature documentary', year: 2016, director: 'Mike Gunton', seasons: 1,
    description: 'David Attenborough narrates life on islands, mountains, jungles, deserts, grasslands and cities.',
    scores: [1, 1, -2, 1, -1], confidence: 0.8,
    reasoning: 'Contemplative wonder at the natural world, to watch and absorb rather than act on.',
  },
  {
    title: 'Ted Lasso', contentType: 'tv', genre: 'Comedy', year: 2020, director: 'Bill Lawrence and Jason Sudeikis', seasons: 3,
    description: 'An American football coach takes over an English Premier League team.',
    scores: [-2, -1, 1, 1, -1], confidence: 0.85,
    reasoning: 'Kindness, team spirit and optimism; success measured in relationships rather than control of results.',
  },
  {
    title: 'The Crown', contentType: 'tv', genre: 'Historical drama', year: 2016, director: 'Peter Morgan', seasons: 6,
    description: 'The reign of Queen Elizabeth II from the 1940s onwards.',
    scores: [-1, 1, -1, -2, 1], confidence: 0.8,
    reasoning: 'Duty, institution and tradition above personal wishes; deliberate, restrained and reflective.',
  },
  {
    title: 'Stranger Things', contentType: 'tv', genre: 'Science-fiction horror', year: 2016, director: 'The Duffer Brothers', seasons: 5,
    description: 'Friends in a small Indiana town confront a secret lab and a monstrous other dimension.',
    scores: [-2, -2, 1, 1, -1], confidence: 0.8,
    reasoning: 'Friendship and thrills; a group swept up in events far bigger than them.',
  },
  {
    title: "Chef's Table", contentType: 'tv', genre: 'Documentary', year: 2015, director: 'David Gelb', seasons: 6,
    description: 'Each episode profiles a world-renowned chef and their philosophy of food.',
    scores: [2, 1, 1, 1, 1], confidence: 0.75,
    reasoning: 'Portraits of people following a personal vision with craft and discipline.',
  },
  {
    title: 'The Good Place', contentType: 'tv', genre: 'Comedy', year: 2016, director: 'Michael Schur', seasons: 4,
    description: 'A woman wakes up in the afterlife and tries to become a better person.',
    scores: [-1, 2, 0, 1, -1], confidence: 0.8,
    reasoning: 'Moral philosophy played for laughs; becoming good together, with plans that keep falling apart.',
  },
  {
    title: 'Breaking Bad', contentType: 'tv', genre: 'Crime drama', year: 2008, director: 'Vince Gilligan', seasons: 5,
    description: 'A chemistry teacher turns to making methamphetamine after a cancer diagnosis.',
    scores: [1, -1, 1, 1, 2], confidence: 0.8,
    reasoning: 'Pride and a hunger for control drive every choice; intense and morally dark rather than uplifting.',
  },
  {
    title: 'Parks and Recreation', contentType: 'tv', genre: 'Comedy', year: 2009, director: 'Greg Daniels and Michael Schur', seasons: 7,
    description: 'An upbeat parks department official tries to improve her small Indiana town.',
    scores: [-2, 1, 1, -1, 1], confidence: 0.8,
    reasoning: 'Public service, friendship and binders full of plans; small-town community values.',
  },
  {
    title: 'Normal People', contentType: 'tv', genre: 'Drama', year: 2020, director: 'Lenny Abrahamson and Hettie Macdonald', seasons: 1,
    description: 'Two young people from a small Irish town drift together and apart through school and university.',
    scores: [-1, -1, -2, 0, -1], confidence: 0.75,
    reasoning: 'Intimate, emotional and inward-looking; the characters are carried by feelings they struggle to direct.',
  },
  {
    title: 'Cosmos: A Spacetime Odyssey', contentType: 'tv', genre: 'Science documentary', year: 2014, director: 'Ann Druyan and Brannon Braga', seasons: 1,
    description: "Neil deGrasse Tyson explores the universe and how science came to understand it.",
    scores: [1, 2, -1, 2, 0], confidence: 0.8,
    reasoning: 'Curiosity and wonder for their own sake; invites reflection on our place in the universe.',
  },
  {
    title: 'Queer Eye', contentType: 'tv', genre: 'Reality', year: 2018, director: 'David Collins', seasons: 9,
    description: 'Five experts help people transform their homes, style and confidence.',
    scores: [-2, -1, 1, 1, 1], confidence: 0.75,
    reasoning: 'Care, encouragement and emotional breakthroughs; practical steps to take charge of your life.',
  },
  {
    title: 'Friends', contentType: 'tv', genre: 'Sitcom', year: 1994, director: 'David Crane and Marta Kauffman', seasons: 10,
    description: 'Six friends navigate work, love and life in New York City.',
    scores: [-2, -2, 0, -1, -1], confidence: 0.85,
    reasoning: 'Comfort viewing about friendship and everyday fun; familiar and easy-going.',
  },
  {
    title: 'Shōgun', contentType: 'tv', genre: 'Historical drama', year: 2024, director: 'Rachel Kondo and Justin Marks', seasons: 1,
    description: 'An English navigator shipwrecked in feudal Japan becomes entangled in a struggle for power.',
    scores: [-1, 1, 0, -1, 2], confidence: 0.7,
    reasoning: 'Honour, duty and ritual in a strict social order, and a long game of strategic control.',
  },
  {
    title: 'Severance', contentType: 'tv', genre: 'Science-fiction thriller', year: 2022, director: 'Dan Erickson', seasons: 2,
    description: 'Office workers have their work memories surgically separated from their personal lives.',
    scores: [1, 1, -1, 1, 1], confidence: 0.7,
    reasoning: 'A puzzle about identity and meaning at work; the characters fight to regain control of their own minds.',
  },
  // Books
  {
    title: "Man's Search for Meaning", contentType: 'book', genre: 'Memoir and psychology', year: 1946, author: 'Viktor E. Frankl',
    description: 'A psychiatrist recounts surviving Nazi concentration camps and the meaning that sustained him.',
    scores: [2, 2, -1, 0, 2], confidence: 0.9,
    reasoning: 'Meaning as the core of a good life, and the freedom to choose one’s attitude in any circumstance.',
  },
  {
    title: 'Wild', contentType: 'book', genre: 'Memoir', year: 2012, author: 'Cheryl Strayed',
    description: 'After loss and divorce, a woman hikes 1,100 miles of the Pacific Crest Trail alone.',
    scores: [2, 1, 2, 2, -1], confidence: 0.85,
    reasoning: 'A physical, solitary journey of self-discovery; she learns to surrender to the trail.',
  },
  {
    title: 'The Alchemist', contentType: 'book', genre: 'Fable', year: 1988, author: 'Paulo Coelho',
    description: 'A shepherd boy travels from Spain to Egypt in search of treasure.',
    scores: [2, 2, 1, 2, -2], confidence: 0.8,
    reasoning: 'Follow your personal legend; trust omens and the flow of the universe rather than plans.',
  },
  {
    title: 'Pride and Prejudice', contentType: 'book', genre: 'Classic romance', year: 1813, author: 'Jane Austen',
    description: 'Elizabeth Bennet and Mr Darcy overcome pride and misjudgement.',
    scores: [-2, -1, -1, -2, 0], confidence: 0.8,
    reasoning: 'Manners, family and social standing shape everything; wit and feeling over grand purpose.',
  },
  {
    title: 'Atomic Habits', contentType: 'book', genre: 'Self-help', year: 2018, author: 'James Clear',
    description: 'How small changes in daily habits compound into remarkable results.',
    scores: [1, 0, 2, 0, 2], confidence: 0.85,
    reasoning: 'Practical systems for taking deliberate control of behaviour through daily action.',
  },
  {
    title: 'Walden', contentType: 'book', genre: 'Philosophy', year: 1854, author: 'Henry David Thoreau',
    description: 'Reflections on two years of simple living in a cabin by Walden Pond.',
    scores: [2, 2, -2, 1, 1], confidence: 0.85,
    reasoning: 'Self-reliant, contemplative living by one’s own principles, away from social expectation.',
  },
  {
    title: 'The Martian', contentType: 'book', genre: 'Science fiction', year: 2011, author: 'Andy Weir',
    description: 'An astronaut left for dead on Mars uses science and ingenuity to survive.',
    scores: [1, 0, 2, 1, 2], confidence: 0.85,
    reasoning: 'Relentless problem-solving and resourcefulness; survival through methodical control.',
  },
  {
    title: 'Eat, Pray, Love', contentType: 'book', genre: 'Memoir', year: 2006, author: 'Elizabeth Gilbert',
    description: 'After a divorce, a writer spends a year in Italy, India and Indonesia.',
    scores: [1, -1, 1, 2, -1], confidence: 0.75,
    reasoning: 'Pleasure, devotion and balance sought abroad; she lets the year unfold.',
  },
  {
    title: 'The Hobbit', contentType: 'book', genre: 'Fantasy', year: 1937, author: 'J. R. R. Tolkien',
    description: 'Bilbo Baggins leaves his comfortable hole for a quest with thirteen dwarves.',
    scores: [-1, -1, 2, 2, -1], confidence: 0.8,
    reasoning: 'Adventure with companions out of the comfort zone; luck and circumstance steer the way.',
  },
  {
    title: 'Meditations', contentType: 'book', genre: 'Philosophy', year: 180, author: 'Marcus Aurelius',
    description: "A Roman emperor's private notes on Stoic discipline and virtue.",
    scores: [2, 2, -2, -2, 2], confidence: 0.85,
    reasoning: 'Inner virtue, reflection and self-mastery grounded in an ancient tradition.',
  },
  {
    title: 'Little Women', contentType: 'book', genre: 'Classic', year: 1868, author: 'Louisa May Alcott',
    description: 'Four March sisters grow up in Civil War era New England.',
    scores: [-2, 1, 0, -2, 0], confidence: 0.75,
    reasoning: 'Family bonds, duty and moral growth within traditional domestic life.',
  },
  {
    title: 'Sapiens', contentType: 'book', genre: 'History', year: 2011, author: 'Yuval Noah Harari',
    description: 'A brief history of humankind from the Stone Age to the present.',
    scores: [0, 1, -2, 2, 0], confidence: 0.75,
    reasoning: 'Big-picture ideas that challenge assumptions; an invitation to think rather than act.',
  },
  {
    title: 'The Thursday Murder Club', contentType: 'book', genre: 'Cosy mystery', year: 2020, author: 'Richard Osman',
    description: 'Four friends in a retirement village meet weekly to solve cold cases.',
    scores: [-2, -2, 1, -1, 1], confidence: 0.75,
    reasoning: 'Friendship, humour and gentle thrills; the club takes the investigation into its own hands.',
  },
  {
    title: 'Braiding Sweetgrass', contentType: 'book', genre: 'Nature writing', year: 2013, author: 'Robin Wall Kimmerer',
    description: 'A botanist weaves Indigenous wisdom and science into essays on reciprocity with the land.',
    scores: [-1, 2, -1, -1, -1], confidence: 0.8,
    reasoning: 'Gratitude and belonging to a community of living things; traditional knowledge and living with the land.',
  },
  {
    title: 'Big Magic', contentType: 'book', genre: 'Creativity', year: 2015, author: 'Elizabeth Gilbert',
    description: 'Encouragement to live a creative life beyond fear.',
    scores: [2, 1, 1, 2, -2], confidence: 0.75,
    reasoning: 'Creativity for its own sake; curiosity over fear, and trust in inspiration rather than control.',
  },
  {
    title: 'Quiet', contentType: 'book', genre: 'Psychology', year: 2012, author: 'Susan Cain',
    description: 'The power of introverts in a world that can’t stop talking.',
    scores: [2, 1, -2, 0, 0], confidence: 0.8,
    reasoning: 'Values inner life, solitude and reflection over social stimulation.',
  },
  {
    title: 'Into Thin Air', contentType: 'book', genre: 'Adventure nonfiction', year: 1997, author: 'Jon Krakauer',
    description: 'A first-hand account of the 1996 Everest disaster.',
    scores: [0, 1, 2, 2, -1], confidence: 0.8,
    reasoning: 'Extreme physical adventure, and a sobering lesson in how little of the mountain anyone controls.',
  },
];
