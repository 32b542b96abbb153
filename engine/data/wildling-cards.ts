// The 9 Wildling cards, one copy each ([2E-WLC-01]–[2E-WLC-13]). Texts are our paraphrases, for
// display; the Wildling attack implements each card by id.

export const WILDLING_CARD_IDS = [
  'silence-at-the-wall',
  'preemptive-raid',
  'crow-killers',
  'rattleshirts-raiders',
  'massing-on-the-milkwater',
  'a-king-beyond-the-wall',
  'mammoth-riders',
  'the-horde-descends',
  'skinchanger-scout',
] as const;
export type WildlingCardId = (typeof WILDLING_CARD_IDS)[number];

export interface WildlingCardInfo {
  readonly id: WildlingCardId;
  readonly name: string;
  readonly nightsWatchVictory: string;
  readonly lowestBidder: string;
  readonly everyoneElse: string;
}

export const WILDLING_CARDS: { readonly [c in WildlingCardId]: WildlingCardInfo } = {
  'silence-at-the-wall': {
    id: 'silence-at-the-wall', name: 'Silence at the Wall',
    nightsWatchVictory: 'Nothing happens.',
    lowestBidder: 'Nothing happens.',
    everyoneElse: 'Nothing happens.',
  },
  'preemptive-raid': {
    id: 'preemptive-raid', name: 'Preemptive Raid',
    nightsWatchVictory: 'The wildlings immediately attack again with strength 6; the highest bidder does not bid in this new attack and receives no reward or penalty from it.',
    lowestBidder: 'Must choose one: destroy 2 of their units anywhere on the board, or drop 2 positions on the Influence track on which they currently stand highest.',
    everyoneElse: 'Nothing happens.',
  },
  'crow-killers': {
    id: 'crow-killers', name: 'Crow Killers',
    nightsWatchVictory: 'May immediately replace up to 2 of their Footmen, anywhere on the board, with available Knights.',
    lowestBidder: 'Replaces every one of their Knights on the board with an available Footman; each Knight that cannot be replaced (no Footman left) is destroyed.',
    everyoneElse: 'Replaces 2 of their Knights with available Footmen; a Knight that cannot be replaced is destroyed.',
  },
  'rattleshirts-raiders': {
    id: 'rattleshirts-raiders', name: 'Rattleshirt\'s Raiders',
    nightsWatchVictory: 'Moves up 1 position on the Supply track (never above 6).',
    lowestBidder: 'Moves down 2 positions on the Supply track (never below 0) and then reconciles armies.',
    everyoneElse: 'Moves down 1 position on the Supply track (never below 0) and then reconciles armies.',
  },
  'massing-on-the-milkwater': {
    id: 'massing-on-the-milkwater', name: 'Massing on the Milkwater',
    nightsWatchVictory: 'Takes their whole House card discard pile back into their hand.',
    lowestBidder: 'If holding more than one House card, discards every card in hand that shares the highest printed combat strength.',
    everyoneElse: 'If holding more than one House card, chooses and discards one of them.',
  },
  'a-king-beyond-the-wall': {
    id: 'a-king-beyond-the-wall', name: 'A King Beyond the Wall',
    nightsWatchVictory: 'Moves their Influence token to position 1 of one Influence track of their choice and takes that track\'s Dominance token.',
    lowestBidder: 'Moves their Influence tokens to the last position of all three Influence tracks.',
    everyoneElse: 'In turn order, each chooses the Fiefdoms track or the King\'s Court track and moves their token to the last position of that track.',
  },
  'mammoth-riders': {
    id: 'mammoth-riders', name: 'Mammoth Riders',
    nightsWatchVictory: 'May take back into hand one House card of their choice from their discard pile.',
    lowestBidder: 'Destroys 3 of their units anywhere on the board.',
    everyoneElse: 'Destroys 2 of their units anywhere on the board.',
  },
  'the-horde-descends': {
    id: 'the-horde-descends', name: 'The Horde Descends',
    nightsWatchVictory: 'May muster units, under the normal mustering rules, in one castle or stronghold area they control.',
    lowestBidder: 'Destroys 2 of their units in one area of theirs that contains a castle or stronghold; if they cannot, destroys 2 of their units anywhere.',
    everyoneElse: 'Destroys 1 of their units anywhere on the board.',
  },
  'skinchanger-scout': {
    id: 'skinchanger-scout', name: 'Skinchanger Scout',
    nightsWatchVictory: 'All Power tokens they bid on this attack return to their available Power instead of the Power Pool.',
    lowestBidder: 'Discards all of their available Power tokens.',
    everyoneElse: 'Discards 2 available Power tokens (or as many as they have).',
  },
};
