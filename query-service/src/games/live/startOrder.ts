import { boundingBox, distanceKm } from '../geo';
import { DAY_MS, OFFSET_SLACK_MS, type Around } from '../listFilter';
import { byStart, lowerBoundByStart, startsOnItsDay, utcDayStart, type DayWindow, type LiveGame } from './liveGame';
import { countBelow } from './sortedNumbers';

/** A test on a game's place (NaN without one) and local day (dayNumberOf), made from the order's own arrays. */
export interface PlaceAndDayTest {
  keeps(lat: number, lon: number, day: number): boolean;
}

/**
 * A list's test, the store's exactly: on a day of the window, inside the box around the point
 * (four comparisons, which reject most games of an edge cell), then within the radius. An object
 * rather than a closure: the server runs under tsx, whose esbuild names each function made in a
 * call on every call.
 */
export class PlaceAndDay implements PlaceAndDayTest {
  readonly box: ReturnType<typeof boundingBox> | null;

  constructor(
    private readonly around: Around | null,
    private readonly anyDay: boolean,
    private readonly days: DayWindow,
  ) {
    this.box = around ? boundingBox(around.centre, around.radiusKm) : null;
  }

  keeps(lat: number, lon: number, day: number): boolean {
    if (!this.anyDay && !(day >= this.days.first && day <= this.days.last)) return false;
    const box = this.box;
    if (box === null) return true;
    return (
      lat >= box.minLat &&
      lat <= box.maxLat &&
      lon >= box.minLon &&
      lon <= box.maxLon &&
      distanceKm(this.around!.centre, { lat, lon }) <= this.around!.radiusKm
    );
  }
}

/**
 * Games kept sorted by start (then id): a range of starts is two binary searches away. A few
 * inserts go into place; a bulk load (the first catch-up, a burst of changes) appends and sorts
 * once, when the order is next read.
 *
 * Each game's start, location and day also sit in arrays of plain numbers beside the games, in
 * the same order: searching and filtering on those reads memory in a row, where reading each
 * game object would jump through the heap (at 100,000 games that was most of a list request's
 * cost); only the games that pass are read.
 */
export class StartOrder {
  private readonly games: LiveGame[] = [];
  private readonly starts: number[] = [];
  /** NaN for a game without a location: no box holds it. */
  private readonly lats: number[] = [];
  private readonly lons: number[] = [];
  private readonly days: number[] = [];
  private sorted = true;
  /** Games whose day is not their start's (liveGame.ts startsOnItsDay): countKept reads their days. */
  private offDay = 0;

  get size(): number {
    return this.games.length;
  }

  private ordered(): LiveGame[] {
    if (!this.sorted) {
      this.games.sort(byStart);
      this.starts.length = this.lats.length = this.lons.length = this.days.length = 0;
      for (const game of this.games) this.pushSide(game);
      this.sorted = true;
    }
    return this.games;
  }

  private pushSide(game: LiveGame): void {
    this.starts.push(game.startAt);
    this.lats.push(game.lat ?? Number.NaN);
    this.lons.push(game.lon ?? Number.NaN);
    this.days.push(game.day);
  }

  insert(game: LiveGame, bulk = false): void {
    if (!startsOnItsDay(game)) this.offDay++;
    const last = this.games.at(-1);
    if (!last || byStart(last, game) < 0) {
      this.games.push(game);
      if (this.sorted) this.pushSide(game);
    } else if (bulk || !this.sorted) {
      this.games.push(game);
      this.sorted = false; // the side arrays are rebuilt with the sort
    } else {
      const at = lowerBoundByStart(this.games, game);
      this.games.splice(at, 0, game);
      this.starts.splice(at, 0, game.startAt);
      this.lats.splice(at, 0, game.lat ?? Number.NaN);
      this.lons.splice(at, 0, game.lon ?? Number.NaN);
      this.days.splice(at, 0, game.day);
    }
  }

  remove(game: LiveGame): void {
    this.ordered();
    const at = lowerBoundByStart(this.games, game);
    if (this.games[at] !== game) return;
    if (!startsOnItsDay(game)) this.offDay--;
    this.games.splice(at, 1);
    this.starts.splice(at, 1);
    this.lats.splice(at, 1);
    this.lons.splice(at, 1);
    this.days.splice(at, 1);
  }

  /** Calls `visit` for every game with from < startAt <= to (`from` exclusive, `to` inclusive), in order, until it returns false. */
  forEachStartingIn(from: number, to: number, visit: (game: LiveGame) => boolean | void): void {
    const games = this.ordered();
    const starts = this.starts;
    for (let i = countBelow(this.starts, from, true); i < games.length && starts[i]! <= to; i++) {
      if (visit(games[i]!) === false) return;
    }
  }

  /**
   * The same walk, visiting only the games that pass `keep`, with their start: the others are
   * passed over without being read, and a visitor ordering games by start needs not read them.
   */
  forEachKept(from: number, to: number, keep: PlaceAndDayTest, visit: (game: LiveGame, startAt: number) => boolean | void): void {
    const games = this.ordered();
    const { starts, lats, lons, days } = this;
    for (let i = countBelow(this.starts, from, true); i < games.length; i++) {
      const startAt = starts[i]!;
      if (startAt > to) return;
      if (keep.keeps(lats[i]!, lons[i]!, days[i]!) && visit(games[i]!, startAt) === false) return;
    }
  }

  /** How many games have from < startAt <= to: two binary searches. */
  countStartingIn(from: number, to: number): number {
    this.ordered();
    return Math.max(0, countBelow(this.starts, to, true) - countBelow(this.starts, from, true));
  }

  /**
   * How many games have from < startAt <= to and a day in the window (all of them when `anyDay`),
   * the count forEachKept's day test would make, mostly without a walk: a start at least 14 h
   * after the window's first midnight and 14 h before its last one is on a day of the window
   * (startsOnItsDay), so only the starts in those two margins are read one by one.
   */
  countKept(from: number, to: number, days: DayWindow, anyDay: boolean): number {
    this.ordered();
    const starts = this.starts;
    const lo = countBelow(starts, from, true);
    const hi = countBelow(starts, to, true);
    if (hi <= lo || anyDay) return Math.max(0, hi - lo);
    let sureFrom = lo;
    let sureTo = lo;
    if (this.offDay === 0) {
      const earliest = days.first === Number.NEGATIVE_INFINITY ? Number.NEGATIVE_INFINITY : utcDayStart(days.first) + OFFSET_SLACK_MS;
      const latest = days.last === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : utcDayStart(days.last) + DAY_MS - OFFSET_SLACK_MS;
      sureFrom = Math.min(hi, Math.max(lo, countBelow(starts, earliest)));
      sureTo = Math.max(sureFrom, Math.min(hi, countBelow(starts, latest)));
    }
    const dayNumbers = this.days;
    let n = sureTo - sureFrom;
    for (let i = lo; i < sureFrom; i++) if (dayNumbers[i]! >= days.first && dayNumbers[i]! <= days.last) n++;
    for (let i = sureTo; i < hi; i++) if (dayNumbers[i]! >= days.first && dayNumbers[i]! <= days.last) n++;
    return n;
  }
}
