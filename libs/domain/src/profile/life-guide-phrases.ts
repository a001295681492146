/**
 * Building blocks of the built-in Life Guide engine, one set per pole. The engine picks and orders
 * them by the user's poles and dimension strengths (life-guide.ts).
 */
export interface PoleGuidance {
  /** Happiness driver. */
  driver: string;
  selfCare: string;
  /** One sentence about how this pole communicates. */
  communication: string;
  /** A partner trait that suits this pole. */
  partnerTrait: string;
  /** One sentence about the work environment this pole thrives in. */
  work: string;
  /** One sentence about how this pole leads. */
  leadership: string;
  /** Growth area: a stretch toward the opposite pole. */
  growth: string;
  /** A concrete weekly action. */
  weeklyAction: string;
}

export const POLE_GUIDANCE: Readonly<Record<string, PoleGuidance>> = {
  'primary_drive:intrinsic': {
    driver: 'Progress on goals you set for yourself, measured by your own standards rather than applause',
    selfCare: 'Protect a regular block of solo time for a personal project nobody else is waiting on',
    communication: 'You speak from conviction and prefer honest, direct conversations over small talk.',
    partnerTrait: 'Respects your independence and gives you room for your own pursuits',
    work: 'You do your best work with autonomy, clear ownership and room to pursue mastery.',
    leadership: 'You lead by example, holding yourself to the standard you hope others will adopt.',
    growth: 'Let people in earlier: share unfinished work and ask for input before you have it all figured out',
    weeklyAction: 'Write down one personal goal for the week and review your progress on Sunday',
  },
  'primary_drive:social': {
    driver: 'Shared experiences and the feeling of belonging to people you care about',
    selfCare: 'Recharge with a low-pressure catch-up with a friend who leaves you feeling lighter',
    communication: 'You read the room well, build rapport quickly and enjoy conversations where everyone joins in.',
    partnerTrait: 'Enjoys a full social life and welcomes your friends into theirs',
    work: 'You thrive in collaborative teams where ideas are built together and wins are shared.',
    leadership: 'You lead by bringing people together, making sure everyone feels heard and included.',
    growth: 'Check in with your own wants before a group decision, so your choices stay yours',
    weeklyAction: 'Plan one shared activity this week with someone you have not seen in a while',
  },
  'happiness_orientation:meaningful': {
    driver: 'Knowing that what you spend your time on adds up to something that matters',
    selfCare: 'End each day by naming one thing you did that mattered, however small',
    communication: 'You gravitate to conversations about ideas, values and the bigger picture.',
    partnerTrait: 'Shares your sense of purpose and takes your long-term goals seriously',
    work: 'You need to see how your work connects to a mission you believe in.',
    leadership: 'You lead with purpose, explaining the why behind every decision.',
    growth: 'Make room for joy without a purpose: some things are worth doing simply because they are fun',
    weeklyAction: 'Spend one hour on a cause, craft or skill that feels meaningful to you',
  },
  'happiness_orientation:emotional': {
    driver: 'Moments of joy, delight and excitement that you can feel right now',
    selfCare: 'Schedule a small treat just for the pleasure of it: a favorite meal, song or show',
    communication: 'You are expressive and warm, and you share how things make you feel.',
    partnerTrait: 'Is playful and affectionate, and celebrates the good moments with you',
    work: 'You are at your best where the atmosphere is upbeat and wins get celebrated.',
    leadership: 'You lead through enthusiasm, lifting the mood and energy of the people around you.',
    growth: 'Connect a few of your favorite pleasures to a longer-term goal so they build on each other',
    weeklyAction: 'Keep a short joy list: write down three moments that made you smile this week',
  },
  'life_engagement:active': {
    driver: 'Being in motion: doing, building and trying things hands-on',
    selfCare: 'Move your body every day, even if it is only a brisk 20-minute walk',
    communication: 'You keep conversations practical and prefer to agree on next steps quickly.',
    partnerTrait: 'Has the energy to join you for spontaneous plans and active weekends',
    work: 'You want visible progress, varied tasks and the chance to work with your hands or your feet.',
    leadership: 'You lead from the front, rolling up your sleeves alongside your team.',
    growth: 'Build in pauses to reflect: a short review after each project turns activity into insight',
    weeklyAction: 'Try one new physical or hands-on activity this week',
  },
  'life_engagement:reflective': {
    driver: 'Time to think, observe and understand things deeply',
    selfCare: 'Keep a quiet morning or evening ritual such as journaling, reading or a mindful walk',
    communication: 'You listen carefully and like to think before you answer, so your words carry weight.',
    partnerTrait: 'Is patient, enjoys deep conversations and is at ease with shared silences',
    work: 'You need quiet focus time and problems that reward careful thought.',
    leadership: 'You lead through insight, weighing options carefully and explaining your reasoning.',
    growth: 'Act on an idea before it feels finished: small experiments teach faster than more thinking',
    weeklyAction: 'Journal for ten minutes on three evenings about what you noticed during the day',
  },
  'value_investment:exploring': {
    driver: 'Novelty and discovery: new places, ideas and experiences',
    selfCare: 'Feed your curiosity with something new each week: a recipe, a route, a genre',
    communication: 'You bring fresh angles to a conversation and love to brainstorm possibilities.',
    partnerTrait: 'Is curious and open-minded, always ready to try something neither of you has done',
    work: 'You flourish where change is normal and new approaches are welcome.',
    leadership: 'You lead by opening new directions and encouraging people to experiment.',
    growth: 'Go deeper before moving on: pick one interest and stay with it long enough to master it',
    weeklyAction: 'Do one thing you have never done before, however small',
  },
  'value_investment:traditional': {
    driver: 'The comfort of favorite places, people and rituals that you already know you love',
    selfCare: 'Return to a favorite comfort: a familiar book, film or walk that always grounds you',
    communication: 'You are dependable in conversation: consistent, sincere and true to your word.',
    partnerTrait: 'Is loyal and steady, and values rituals and traditions you can build together',
    work: 'You do well with proven processes, clear expectations and a stable team.',
    leadership: 'You lead with consistency, building trust through reliability and fairness.',
    growth: 'Add one small novelty to a familiar routine; variety can refresh what you already love',
    weeklyAction: 'Revisit a favorite ritual and give it your full, undistracted attention',
  },
  'locus_of_control:control': {
    driver: 'Feeling in charge of your time, choices and direction',
    selfCare: 'Plan your week on Sunday evening so that rest has a protected place in it',
    communication: 'You are clear and decisive, and you like conversations that end with a decision.',
    partnerTrait: 'Is organized and follows through, so plans you make together actually happen',
    work: 'You thrive with clear goals, ownership of outcomes and the authority to decide.',
    leadership: 'Your leadership style is decisive: you set direction, make the call and take responsibility.',
    growth: 'Practice letting go: leave one evening a week unplanned and see what it brings',
    weeklyAction: 'Set three priorities on Monday and tick them off before Friday',
  },
  'locus_of_control:flow': {
    driver: 'Freedom to follow the moment and adapt as things unfold',
    selfCare: 'Keep unscheduled time in your week and let your mood decide how to use it',
    communication: 'You are easygoing and adaptable, happy to let a conversation go where it wants.',
    partnerTrait: 'Is flexible and relaxed, and goes with the flow when plans change',
    work: 'You do best with flexibility, variety and room to respond to what comes up.',
    leadership: 'Your leadership style is adaptive: you empower people and adjust as situations change.',
    growth: 'Anchor your week with one firm commitment so that flow has a direction',
    weeklyAction: 'Say yes to one spontaneous invitation or idea this week',
  },
};

export function poleGuidance(dimension: string, pole: string): PoleGuidance {
  const guidance = POLE_GUIDANCE[`${dimension}:${pole}`];
  if (!guidance) throw new Error(`No guidance for pole ${dimension}:${pole}`);
  return guidance;
}
