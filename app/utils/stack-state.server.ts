import { keptAnswer } from "./api-upstream.server";

type StackState = { demo: boolean; testClock: string | null };

/**
 * What every page's frame says about the stack, from `GET /api/health`, asked at most once a second:
 * - `demo`: the API runs as a demo (decision 034), and every page shows the demo banner. It follows
 *   the stack's mode, not the chain: a demo is a demo with or without the simulator, and a stack
 *   that takes real money never shows it.
 * - `testClock`: the API's clock when the testers have moved it (`npm run clock`), else null: every
 *   page then shows a small marker, so nobody mistakes a moved clock for today. Never moved with
 *   real money, where the API always answers real time.
 */
const stackState = keptAnswer<StackState>("/api/health", 1000, { demo: false, testClock: null }, async (answer) => {
  const envelope = (await answer.body.json()) as { data?: { time?: string; testClock?: boolean; mode?: string } };
  return {
    demo: envelope.data?.mode === "demo",
    testClock: envelope.data?.testClock && envelope.data.time ? envelope.data.time : null,
  };
});

export async function testClockTime(): Promise<string | null> {
  return (await stackState()).testClock;
}

export async function demoMode(): Promise<boolean> {
  return (await stackState()).demo;
}
