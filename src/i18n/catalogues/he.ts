// Hebrew (עברית), right to left. The game's terms follow the Hebrew rules summary where it names the
// thing (glossary/he.json); the rest is translated with care. Keys of messages.en.ts; a key missing
// here shows in English.
import type { Messages } from '../messages.en';
import { GLOSSARY_HE } from '../glossary/he';

export const HE: Messages = {
  ...GLOSSARY_HE,
  'language.label': 'שפה',

  'units.none': 'אין יחידות',
  'contest.track': 'מסלול {track}',

  'landing.title': 'פקודות חתומות',
  'landing.what': 'משחק הכס: משחק הלוח (מהדורה שנייה) ל־3 עד 6 שחקנים, בדפדפן שלך.',
  'landing.why':
    'בלי שרת משחק ובלי צורך לסמוך על אף אחד: הפקודות נחתמות ונפתחות יחד, החפיסות נטרפות בידי כל השחקנים, כל מהלך חתום — כך שאיש אינו יכול לרמות, והלוח משתלב בכל דף אינטרנט.',
  'landing.waysIn': 'שלוש דרכים להיכנס',
  'landing.bots': 'שחק נגד בוטים',
  'landing.botsText': 'משחק שלם בדף הזה, עכשיו, עם בוטים בשביל שאר הבתים.',
  'landing.friends': 'שחק עם חברים',
  'landing.friendsText': 'פתח שולחן ושלח את הקישור שלו. הדף של כל חבר מתחבר ישירות לשלך, מעמית לעמית; מושבים ריקים יכולים לקבל בוטים.',
  'landing.friendsButton': 'צור משחק לחברים',
  'landing.open': 'פתח קישור או משחק שמור',
  'landing.openText': 'הדבק את הקישור שחבר שלח לך. משחק ששיחקת בדפדפן הזה ממשיך מהקישור שלו.',
  'landing.linkLabel': 'קישור למשחק',
  'landing.openButton': 'פתח',
  'landing.notALink': 'זה אינו קישור למשחק: עליו להסתיים ב־#lobby= ואחריו 16 אותיות וספרות.',
  'landing.otherSite': 'הקישור הזה שייך לאתר אחר ({origin}); פתח אותו בשורת הכתובת אם אתה סומך עליו.',

  'arrival.title': 'הוזמנת לשולחן',
  'arrival.lead': 'מישהו פתח משחק של פקודות חתומות ושלח לך את הקישור שלו. שום דבר עוד לא התחיל.',
  'arrival.step1': 'כתוב את השם שהאחרים יראו, ואז בחר תפוס מושב.',
  'arrival.step2': 'הלובי יציג אז של מי השולחן (המושב הראשון הוא של מי שפתח אותו), את כל המושבים, אילו מהם עדיין פנויים, ומי מוכן.',
  'arrival.step3': 'כשההגדרות מתאימות לך, אמור שאתה מוכן. המשחק מתחיל כשכל המושבים מוכנים; עד אז אפשר לעזוב.',
  'arrival.watch': 'רק רוצה להסתכל? בחר צפייה: תעקוב אחרי המשחק בלי לשחק.',

  'newGame.players': 'שחקנים',
  'newGame.house': 'הבית שלך',
  'newGame.random': 'אקראי',
  'newGame.pace': 'קצב הבוטים',
  'newGame.slow': 'איטי',
  'newGame.normal': 'רגיל',
  'newGame.fast': 'מהיר',
  'newGame.tides': 'גאות הקרב',
  'newGame.start': 'שחק נגד בוטים',

  'shell.title': 'פקודות חתומות',
  'shell.youPlay': 'אתה משחק את {house}',
  'shell.wins': '{house} מנצח',
  'shell.yourMove': 'תורך',
  'shell.download': 'הורד יומן',
  'shell.newGame': 'משחק חדש',
  'shell.stopped': 'המשחק נעצר: {reason}',
  'shell.tryAgain': 'נסה שוב',
  'shell.resuming': 'ממשיכים את המשחק שלך…',
  'shell.botsInstead': 'שחק נגד בוטים במקום',
  'shell.boardFailed': 'לא ניתן היה לטעון את הלוח: {reason}',
  'shell.lobbyFailed': 'לא ניתן היה לטעון את הלובי: {reason}',
};
