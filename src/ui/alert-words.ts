// Words of the your-turn alerts and their settings (turn-alerts.ts, <so-turn-alerts>), in one place
// for a translator.
export const ALERT_WORDS = {
  titleMark: '●',
  yourTurn: 'Your turn',
  settings: 'Turn alerts',
  sound: 'Sound on my turn',
  notify: 'Notify me when the tab is hidden',
  notifyDenied: 'Notifications are blocked for this site in the browser.',
  notifyUnavailable: 'This browser cannot show notifications here.',
} as const;
