// Everything the first page (<so-landing>) and a link's arrival page (<so-link-arrival>) say: the
// catalogue's `landing.*` and `arrival.*` messages (src/i18n/messages.en.ts), read at render time.
import { section, t } from '../../i18n/translate';

export const LANDING_WORDS = section('landing');
export const otherSiteText = (origin: string): string => t('landing.otherSite', { origin });

export const ARRIVAL_WORDS = section('arrival');
export const arrivalSteps = (): readonly string[] => [t('arrival.step1'), t('arrival.step2'), t('arrival.step3')];
