// <so-my-games>: the games saved on this device (src/play/my-games.ts), most recent first — the
// houses with mine marked, the round or the winner, whom the table waits for, the last activity —
// each with Resume ("See the end" for a finished game; fires request-resume; the shell opens it), Export (the kept signed log of a
// game with friends, the replay file of a game against bots) and Leave (asks once more, then
// forgets it here).
import { html, LitElement, nothing } from 'lit';
import { state as internal } from 'lit/decorators.js';
import { emit } from '../common/events';
import { downloadFile } from './download';
import { agoText, FIRST_GAME, gameLabel, gameName, MY_GAMES_WORDS, roundText, seatName, waitingForText } from './my-games-words';
import { myGamesStyles } from './my-games.styles';
import { houseColor } from '../common/theme.styles';
import type { House } from '../../../engine/index';
import type { MyGame } from '../../play/my-games';
import { mayHoldGames } from './my-games-stored';

/** The list's reading and writing (the engine, the saved games' decoding), fetched once this device may hold a game. */
let dataModule: Promise<typeof import('./my-games-data')> | null = null;
const loadData = (): Promise<typeof import('./my-games-data')> =>
  (dataModule ??= import('./my-games-data').catch((e: unknown) => {
    dataModule = null; // the next refresh tries again (a network blip)
    throw e;
  }));

/** @fires request-resume - resume a saved game (detail: { kind, id }) */
export class MyGamesElement extends LitElement {
  static override styles = myGamesStyles;

  @internal() private games: readonly MyGame[] | null = null;
  /** The game whose Leave asks for confirmation. */
  @internal() private leaving: string | null = null;
  @internal() private problem = '';

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  /** Reads the list again (none without reading when this device never stored a game: my-games-stored.ts). */
  async refresh(): Promise<void> {
    try {
      this.games = (await mayHoldGames()) ? await (await loadData()).listAllGames() : [];
    } catch (e) {
      this.games = [];
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private async export(game: MyGame): Promise<void> {
    this.problem = '';
    const { exportLocalGame, keptLog } = await loadData();
    const file = game.kind === 'local' ? await exportLocalGame(game.id) : await keptLog(game);
    if (file === null) this.problem = MY_GAMES_WORDS.noLogYet;
    else downloadFile(file);
  }

  private async leave(game: MyGame): Promise<void> {
    this.problem = '';
    const { GameOpenElsewhere, leaveMyGame } = await loadData();
    try {
      await leaveMyGame(game);
    } catch (e) {
      this.problem = e instanceof GameOpenElsewhere ? MY_GAMES_WORDS.openElsewhere : e instanceof Error ? e.message : String(e);
    }
    this.leaving = null;
    await this.refresh();
    // Focus stays in the list for a keyboard user.
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('button')?.focus();
  }

  private item(game: MyGame, now: number) {
    const s = game.summary;
    const confirming = this.leaving === game.key;
    return html`<li class="game" data-key=${game.key}>
      <div class="what">
        <strong>${gameLabel(game.game, game.me, game.kind)}</strong>
        <span class="game-name">${gameName(game.game)}</span>
        <span class="houses">
          ${game.houses.map(
            (h) => html`<span class=${h === game.me ? 'house mine' : 'house'} title=${seatName(game.game, h)}
              >${game.game === FIRST_GAME ? html`<span class="house-dot" style="background:${houseColor(h as House)}"></span>` : nothing}${seatName(game.game, h)}${h === game.me ? ` (${MY_GAMES_WORDS.you})` : ''}</span
            >`,
          )}
        </span>
        ${s === null
          ? nothing
          : html`<span class="state">${roundText(game.game, s.round, s.winner)}${s.winner === null && s.waitingFor.length > 0 ? html` · <span class=${s.waitingFor.includes(game.me) ? 'turn mine' : 'turn'}>${waitingForText(game.game, s.waitingFor, game.me)}</span>` : nothing} · <span class="ago">${agoText(now - s.lastActivity)}</span></span>`}
      </div>
      ${confirming
        ? html`<div class="actions" role="group" aria-label=${MY_GAMES_WORDS.leave}>
            <span class="warning">${MY_GAMES_WORDS.leaveWarning}</span>
            <button class="leave-confirm danger" @click=${() => void this.leave(game)}>${MY_GAMES_WORDS.leaveConfirm}</button>
            <button class="keep" @click=${() => (this.leaving = null)}>${MY_GAMES_WORDS.keep}</button>
          </div>`
        : html`<div class="actions">
            <button class="resume primary" @click=${() => emit(this, 'request-resume', { kind: game.kind, id: game.id })}>${s?.winner == null ? MY_GAMES_WORDS.resume : MY_GAMES_WORDS.seeEnd}</button>
            <button class="export" @click=${() => void this.export(game)}>${MY_GAMES_WORDS.export}</button>
            <button class="leave" @click=${() => (this.leaving = game.key)}>${MY_GAMES_WORDS.leave}</button>
          </div>`}
    </li>`;
  }

  protected override render() {
    const games = this.games;
    const now = Date.now();
    return html`<section aria-label=${MY_GAMES_WORDS.heading}>
      <h2>${MY_GAMES_WORDS.heading}</h2>
      ${this.problem === '' ? nothing : html`<p class="problem" role="alert">${this.problem}</p>`}
      ${games === null ? html`<p class="muted">${MY_GAMES_WORDS.loading}</p>` : games.length === 0 ? html`<p class="muted none">${MY_GAMES_WORDS.none}</p>` : html`<ul>${games.map((g) => this.item(g, now))}</ul>`}
    </section>`;
  }
}
