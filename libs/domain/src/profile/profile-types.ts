import { DIMENSIONS } from '../alive-dimensions.ts';

/**
 * The 32 A.L.I.V.E profile types, one per happiness code. Letters, in code order:
 *   I intrinsic / S social · M meaningful / E emotional · A active / R reflective ·
 *   X exploring / T traditional · C control / F flow
 * Each name and description is written for its exact combination of poles.
 */

export interface ProfileType {
  code: string;
  typeName: string;
  description: string;
}

const TYPES: Readonly<Record<string, { typeName: string; description: string }>> = {
  IMAXC: {
    typeName: 'The Visionary Trailblazer',
    description:
      'Purpose-driven and hands-on, you chase new frontiers on your own terms and steer decisively toward what matters to you. You are happiest building something meaningful that nobody has tried before.',
  },
  IMAXF: {
    typeName: 'The Purposeful Adventurer',
    description:
      'You follow your inner compass into new territory and act quickly, letting the path reveal itself rather than mapping every step. Meaning discovered along the way is what lights you up.',
  },
  IMATC: {
    typeName: 'The Steadfast Builder',
    description:
      'You put your values to work through decisive action, committing to proven methods and seeing your plans through. Happiness comes when disciplined effort turns into something that lasts.',
  },
  IMATF: {
    typeName: 'The Devoted Craftsperson',
    description:
      'Hands-on and anchored in what works, you pour yourself into practices that matter and let mastery grow at its own pace. Purpose lives for you in the steady rhythm of meaningful work.',
  },
  IMRXC: {
    typeName: 'The Strategic Philosopher',
    description:
      'You think deeply, seek out new ideas and deliberately decide which ones deserve your time. Meaning comes from insights you have earned and a direction you have chosen yourself.',
  },
  IMRXF: {
    typeName: 'The Curious Sage',
    description:
      'Reflective and open, you wander through unfamiliar ideas and let understanding arrive in its own time. You find happiness in quietly discovering what truly matters to you.',
  },
  IMRTC: {
    typeName: 'The Principled Guardian',
    description:
      'Thoughtful, value-led and rooted in what has stood the test of time, you plan carefully and protect what you care about. Stability in the service of a purpose is your source of contentment.',
  },
  IMRTF: {
    typeName: 'The Contemplative Soul',
    description:
      'You draw meaning from reflection, familiar rituals and an unhurried pace. Rather than forcing outcomes, you trust that depth and patience will lead you somewhere good.',
  },
  IEAXC: {
    typeName: 'The Bold Thrill-Seeker',
    description:
      'You follow your own excitement, throw yourself into new experiences and take charge of making them happen. Your joy is vivid, self-chosen and planned on your own terms.',
  },
  IEAXF: {
    typeName: 'The Free Spirit',
    description:
      'Independent, spontaneous and always up for something new, you follow whatever feels most alive in the moment. For you, happiness is an adventure you improvise as you go.',
  },
  IEATC: {
    typeName: 'The Passionate Achiever',
    description:
      'You love the feeling of doing what you are good at, in routines that work, with a firm hand on the plan. Personal bests and well-earned pleasures keep you happy.',
  },
  IEATF: {
    typeName: 'The Easygoing Enthusiast',
    description:
      'Hands-on and fond of the familiar, you throw yourself into favorite activities and let the day take its own shape. Simple pleasures, fully enjoyed, are your kind of happiness.',
  },
  IERXC: {
    typeName: 'The Inspired Creator',
    description:
      'Inward-looking and led by feeling, you seek fresh inspiration and deliberately shape it into work of your own. You are happiest when a new idea moves you and you get to craft it.',
  },
  IERXF: {
    typeName: 'The Dreamy Wanderer',
    description:
      'You drift toward new art, places and ideas, savoring how they make you feel without needing a plan. Wonder and self-expression are your fuel.',
  },
  IERTC: {
    typeName: 'The Mindful Curator',
    description:
      'You savor familiar comforts and favorite works, and deliberately arrange your life to protect time for them. Quiet, well-chosen enjoyment is how you recharge.',
  },
  IERTF: {
    typeName: 'The Gentle Dreamer',
    description:
      'Reflective and emotionally attuned, you find joy in cherished rituals and go with the flow of your feelings. Calm, cozy moments are what fill your cup.',
  },
  SMAXC: {
    typeName: 'The Inspiring Leader',
    description:
      'You rally people around a purpose, jump into new ventures and take charge of where the group is heading. Shared impact is your deepest satisfaction.',
  },
  SMAXF: {
    typeName: 'The Community Pioneer',
    description:
      'You bring people together to try new things for a good cause, adapting as the group finds its way. Meaning, for you, is something built side by side.',
  },
  SMATC: {
    typeName: 'The Reliable Organizer',
    description:
      'You make good things happen for the people around you through action, proven structures and clear plans. Being the one others can count on is what makes you happy.',
  },
  SMATF: {
    typeName: 'The Loyal Helper',
    description:
      'Hands-on and devoted to your community and its traditions, you pitch in wherever you are needed and let things unfold. Helping with what matters to others is your joy.',
  },
  SMRXC: {
    typeName: 'The Thoughtful Mentor',
    description:
      'You reflect deeply, seek out new perspectives and deliberately guide others toward growth. Helping people find their purpose gives your own life its meaning.',
  },
  SMRXF: {
    typeName: 'The Open-Minded Listener',
    description:
      'Curious and people-centered, you explore ideas through conversation and let understanding emerge together. Meaningful connection is where you feel most alive.',
  },
  SMRTC: {
    typeName: 'The Wise Steward',
    description:
      'You carry forward shared values and traditions, planning carefully for the people who rely on you. Belonging and stability, deliberately tended, are your happiness.',
  },
  SMRTF: {
    typeName: 'The Caring Keeper',
    description:
      'You treasure family rituals, old friendships and quiet conversations that wander wherever they need to. Being present for the people you love is what matters most.',
  },
  SEAXC: {
    typeName: 'The Social Catalyst',
    description:
      'Energetic and decisive, you round people up for the next new experience and make sure it happens. Fun is best shared, and you are the one who plans it.',
  },
  SEAXF: {
    typeName: 'The Life of the Party',
    description:
      'Spontaneous, outgoing and always up for something new, you thrive on shared excitement and last-minute plans. Your joy multiplies when others join in.',
  },
  SEATC: {
    typeName: 'The Team Champion',
    description:
      'You love active, shared traditions such as the weekly game or the annual trip, and you take charge of keeping them going. Belonging and shared wins bring you joy.',
  },
  SEATF: {
    typeName: 'The Warm Companion',
    description:
      'Hands-on and friendly, you love doing familiar things with the people you know best and going along with whatever the day brings. Shared good times are your happiness.',
  },
  SERXC: {
    typeName: 'The Cultural Connoisseur',
    description:
      'You love discovering new films, books and ideas with others, and you thoughtfully choose what is worth sharing. Shared emotion and good taste are what fuel you.',
  },
  SERXF: {
    typeName: 'The Empathic Explorer',
    description:
      "Sensitive to other people's feelings and curious about new experiences, you follow the emotional current of the group. Moving moments shared with others light you up.",
  },
  SERTC: {
    typeName: 'The Gracious Host',
    description:
      'You create comfortable, well-planned occasions around favorite traditions where everyone feels welcome. For you, joy is warmth you have arranged for others.',
  },
  SERTF: {
    typeName: 'The Heartfelt Nurturer',
    description:
      'Gentle and emotionally attuned, you find happiness in familiar comforts shared with loved ones and let moments unfold naturally. Closeness is your calm.',
  },
};

function allCodes(): string[] {
  return DIMENSIONS.reduce<string[]>(
    (codes, d) => codes.flatMap((prefix) => [prefix + d.positive.letter, prefix + d.negative.letter]),
    [''],
  );
}

/** All 32 codes, + poles first per position (IMAXC, IMAXF, IMATC, … SERTF). */
export const HAPPINESS_CODES: readonly string[] = allCodes();

/** All 32 types, in HAPPINESS_CODES order. */
export const PROFILE_TYPES: readonly ProfileType[] = HAPPINESS_CODES.map((code) => {
  const type = TYPES[code];
  if (!type) throw new Error(`Missing profile type for ${code}`);
  return { code, ...type };
});

const TYPE_BY_CODE = new Map(PROFILE_TYPES.map((t) => [t.code, t]));

export function isHappinessCode(code: string): boolean {
  return TYPE_BY_CODE.has(code);
}

export function profileTypeFor(code: string): ProfileType | undefined {
  return TYPE_BY_CODE.get(code);
}
