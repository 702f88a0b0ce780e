// A tee colour guessed from the provider's tee name. Names are colours ("Blue", "Blanc"), marker
// names ("Championship", "Forward") or anything else ("Tee 1"). The first word that says something
// decides; marker names follow the usual order of tees (black at the back, then blue, white, yellow,
// red and green at the front). Without a clue: white for men's tees, red for women's.
import type { TeeColour } from '../enums.ts';

const WORDS: Record<string, TeeColour> = {
  // Colours, in English, Spanish, French, German, Dutch, Italian.
  red: 'red', rojo: 'red', rouge: 'red', rot: 'red', rood: 'red', rosso: 'red',
  blue: 'blue', azul: 'blue', bleu: 'blue', blau: 'blue', blauw: 'blue', blu: 'blue',
  yellow: 'yellow', amarillo: 'yellow', jaune: 'yellow', gelb: 'yellow', geel: 'yellow', giallo: 'yellow',
  white: 'white', blanco: 'white', blanc: 'white', weiss: 'white', 'weiß': 'white', wit: 'white', bianco: 'white',
  black: 'black', negro: 'black', noir: 'black', schwarz: 'black', zwart: 'black', nero: 'black',
  green: 'green', verde: 'green', vert: 'green', 'grün': 'green', gruen: 'green', groen: 'green',
  // Colours we have no tee for, to the nearest one.
  gold: 'yellow', orange: 'yellow', silver: 'white', grey: 'white', gray: 'white', purple: 'blue', navy: 'blue',
  // Marker names.
  championship: 'black', tips: 'black', tournament: 'black', professional: 'black', pro: 'black',
  back: 'blue', competition: 'blue',
  middle: 'white', men: 'white', mens: 'white', "men's": 'white', regular: 'white', member: 'white', members: 'white',
  senior: 'yellow', seniors: 'yellow',
  forward: 'red', front: 'red', ladies: 'red', women: 'red', womens: 'red', "women's": 'red', lady: 'red',
  junior: 'green', juniors: 'green', family: 'green', beginner: 'green',
};

/** The default when the name gives no clue. */
export const DEFAULT_TEE_COLOUR: Record<'male' | 'female', TeeColour> = { male: 'white', female: 'red' };

export function guessTeeColour(name: string, gender: 'male' | 'female' = 'male'): TeeColour {
  for (const word of name.toLowerCase().split(/[^\p{L}']+/u)) {
    const colour = WORDS[word];
    if (colour) return colour;
  }
  return DEFAULT_TEE_COLOUR[gender];
}
