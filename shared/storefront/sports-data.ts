/**
 * The sports templates' fixtures, as data: fictional teams and example odds (decimal). The storefront
 * shows them and hands every bet over to the game platform, which prices the real markets.
 */
export type Sport = "football" | "basketball" | "cricket" | "tennis" | "esports";

export type Fixture = {
  id: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  /** Minute of play when live, else the kick-off time (local to the event, HH:MM). */
  live: boolean;
  clock: string;
  score?: string;
  /** Home, draw (null where a sport has none), away. */
  odds: readonly [number, number | null, number];
};

export const FIXTURES: readonly Fixture[] = [
  { id: "f1", sport: "football", league: "Premier Cup", home: "Harbour City", away: "Northfield United", live: true, clock: "67", score: "2 – 1", odds: [1.45, 4.2, 6.5] },
  { id: "f2", sport: "football", league: "Premier Cup", home: "Riverside Rovers", away: "Kingsgate Athletic", live: false, clock: "20:45", odds: [2.1, 3.3, 3.4] },
  { id: "f3", sport: "football", league: "Continental League", home: "Porto Alto", away: "Real Sierra", live: false, clock: "21:00", odds: [2.75, 3.1, 2.55] },
  { id: "f4", sport: "basketball", league: "Pro Hoops", home: "Bay Comets", away: "Desert Hawks", live: true, clock: "38", score: "71 – 68", odds: [1.8, null, 2.0] },
  { id: "f5", sport: "cricket", league: "T20 Masters", home: "Coastal Kings", away: "Capital Strikers", live: false, clock: "14:30", odds: [1.9, null, 1.95] },
  { id: "f6", sport: "tennis", league: "Open Series", home: "M. Duarte", away: "K. Lindqvist", live: false, clock: "16:15", odds: [1.35, null, 3.2] },
  { id: "f7", sport: "esports", league: "Arena Masters", home: "Team Vortex", away: "Nova Five", live: false, clock: "18:00", odds: [1.65, null, 2.25] },
  { id: "f8", sport: "football", league: "Continental League", home: "Atlético Luna", away: "Union Sankt Berg", live: false, clock: "19:30", odds: [1.95, 3.6, 3.8] },
];

export const SPORTS: readonly Sport[] = ["football", "basketball", "cricket", "tennis", "esports"];
