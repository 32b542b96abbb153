// A list of Nostr relays typed one address per line, taken when the field is left (Tab) or refused
// with the address it cannot read: the lobby's relays and the relays the open tables are looked
// for on are typed the same way.
import { css, html, nothing } from 'lit';
import { MAX_RELAYS, parseRelayList } from '../../lobby/relay-list';
import { t } from '../../i18n/translate';

/** Why a relay list does not read: too many, or the address that is not a relay's. */
export const relaysProblem = (bad: string): string => (bad === 'too-many' ? t('lobby.relaysTooMany', { max: MAX_RELAYS }) : t('lobby.relaysBad', { address: bad }));

/** What a typed list reads as: the relays, or the words saying what is wrong. */
export function readRelayField(text: string): { ok: true; relays: string[] } | { ok: false; problem: string } {
  const parsed = parseRelayList(text);
  return parsed.ok ? parsed : { ok: false, problem: relaysProblem(parsed.bad) };
}

export interface RelayField {
  readonly label: string;
  readonly hint: string;
  /** The hint's element id (unique in its shadow root). */
  readonly hintId: string;
  readonly relays: readonly string[];
  /** The text as typed while it does not read; null: the relays. */
  readonly text: string | null;
  /** What is wrong with `text`; null when nothing is. */
  readonly problem: string | null;
  readonly onChange: (text: string) => void;
}

export function relayField(f: RelayField) {
  return html`<label class="relays"
      >${f.label}
      <textarea
        name="relays"
        dir="ltr"
        rows=${Math.max(2, f.relays.length)}
        spellcheck="false"
        autocomplete="off"
        aria-describedby=${f.hintId}
        aria-invalid=${f.problem === null ? 'false' : 'true'}
        .value=${f.text ?? f.relays.join('\n')}
        @change=${(e: Event) => f.onChange((e.target as HTMLTextAreaElement).value)}
      ></textarea></label
    >
    <p class="muted hint" id=${f.hintId}>${f.hint}</p>
    ${f.problem === null ? nothing : html`<p class="error relays-error" role="alert">${f.problem}</p>`}`;
}

export const relayFieldStyles = css`
  label.relays {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 4px;
  }
  label.relays textarea {
    color: inherit;
    font: inherit;
    font-family: ui-monospace, monospace;
    resize: vertical;
    padding: 4px 6px;
    border: 1px solid #4a5868;
    border-radius: var(--so-radius);
    background: var(--so-bg);
  }
  .hint {
    margin: 0;
    font-size: 0.85em;
  }
`;
