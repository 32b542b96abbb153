// Everything the first page (<so-landing>) and a link's arrival page (<so-link-arrival>) say, in one
// place for a translator.
export const LANDING_WORDS = {
  title: 'Sealed Orders',
  what: 'A Game of Thrones: The Board Game (second edition) for 3 to 6 players, in your browser.',
  why: 'No game server and nobody to trust: orders are sealed and opened together, the decks are shuffled by all players, every move is signed — so nobody can cheat, and the board fits in any web page.',
  waysIn: 'Three ways in',
  bots: 'Play against bots',
  botsText: 'A whole game in this page, now, with bots for the other houses.',
  friends: 'Play with friends',
  friendsText: 'Open a table and send its link. Each friend’s page joins yours directly, peer to peer; empty seats can take bots.',
  friendsButton: 'Create a game for friends',
  open: 'Open a link or a saved game',
  openText: 'Paste the link a friend sent you. A game you played in this browser goes on from its link.',
  linkLabel: 'Game link',
  linkPlaceholder: 'https://…#lobby=…',
  openButton: 'Open',
  notALink: 'This is not a game link: it should end with #lobby= and 16 letters and digits.',
  otherSite: (origin: string) => `This link is for another site (${origin}); open it in the address bar if you trust it.`,
} as const;

export const ARRIVAL_WORDS = {
  title: 'You are invited to a table',
  lead: 'Someone opened a game of Sealed Orders and sent you its link. Nothing has started yet.',
  steps: [
    'Write the name the others will see, then choose Take a seat.',
    'The lobby then lists whose table it is (the first seat is the one who opened it), every seat, which are still open, and who is ready.',
    'When the settings suit you, say you are ready. The game starts once every seat is ready; until then you can leave.',
  ],
  watch: 'Only want to look? Choose Watch: you follow the game without playing.',
} as const;
