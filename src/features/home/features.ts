// The feature sections of the home page (docs/PRODUCT.md, "1. What the product does"), as data so the page
// stays a layout.

export interface Feature {
  id: string;
  title: string;
  text: string;
  icon: 'card' | 'friends' | 'calendar' | 'flag';
}

export const features: readonly Feature[] = [
  {
    id: 'score-cards',
    title: 'Live score cards',
    text: 'Record every hole as you play it: shots, putts, bunker shots and whether you hit the fairway. No signal on the course? Keep scoring; the round syncs when you are back online.',
    icon: 'card',
  },
  {
    id: 'matches',
    title: 'Matches with friends',
    text: 'Organise a match or join one. Everyone in the flight sees the same score cards, hole by hole.',
    icon: 'friends',
  },
  {
    id: 'calendar',
    title: 'Tee-time calendar',
    text: 'Plan your tee times in a monthly, weekly or daily calendar, together with your matches and tournaments.',
    icon: 'calendar',
  },
  {
    id: 'courses',
    title: 'A growing course database',
    text: 'Golf and pitch-and-putt courses with their tees, par, stroke index, slope and course rating, added by golfers like you.',
    icon: 'flag',
  },
];

/** What the app computes for every round (docs/PRODUCT.md, "1. What the product does"). */
export const scoring: readonly { title: string; text: string }[] = [
  { title: 'Stableford', text: 'Points per hole with your extra shots spread by stroke index.' },
  { title: 'Strokes and net', text: 'Gross strokes and net scores against your course handicap.' },
  { title: 'Handicap statistics', text: 'Trends of your rounds, scores per par and where the shots go.' },
];

/** The match play modes (docs/PRODUCT.md, "1. What the product does"). */
export const matchModes: readonly { title: string; text: string }[] = [
  { title: 'Individual', text: 'Every golfer plays their own ball.' },
  { title: 'Fourball', text: 'Pairs, the better ball of the two counts.' },
  { title: 'Foursome', text: 'Pairs take alternate shots with one ball.' },
  { title: 'Scramble', text: 'The team plays from its best shot every time.' },
];
