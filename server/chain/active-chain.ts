import type { Deps } from "../deps";
import type { Db } from "../db";
import type { PaymentChain } from "./chain";
import { bothNetworks } from "./both-networks";
import { erc20Chain } from "./erc20";
import { noChain } from "./none";
import { simulatorChain, type SimulatorChain } from "./simulator";
import { TokenDecimalsRefused } from "./token-decimals";
import { trc20Chain } from "./trc20";

/** One watcher per database: every service of the process shares its node client and its running sync. */
const watchers = new WeakMap<Db, PaymentChain>();

/**
 * The chain named by the CHAIN setting. `simulator` is set only when that chain is the simulator,
 * which is what offers "simulate transfer".
 */
export function activeChain(deps: Pick<Deps, "config" | "db" | "clock" | "logger">): { chain: PaymentChain; simulator: SimulatorChain | null } {
  switch (deps.config.CHAIN) {
    case "simulator": {
      const simulator = simulatorChain(deps);
      return { chain: simulator, simulator };
    }
    case "erc20": {
      let chain = watchers.get(deps.db);
      if (!chain) watchers.set(deps.db, (chain = erc20Chain(deps)));
      return { chain, simulator: null };
    }
    case "trc20": {
      let chain = watchers.get(deps.db);
      if (!chain) watchers.set(deps.db, (chain = trc20Chain(deps)));
      return { chain, simulator: null };
    }
    case "erc20,trc20": {
      let chain = watchers.get(deps.db);
      if (!chain) watchers.set(deps.db, (chain = bothNetworks(erc20Chain(deps), trc20Chain(deps))));
      return { chain, simulator: null };
    }
    case "none":
      return { chain: noChain, simulator: null };
  }
}

/**
 * At the API's start (server/index.ts, decision 033): the active watcher reads its token's
 * decimals, and a figure other than USDT's 6 is thrown, so the API does not start. A node that does
 * not answer yet is logged and the API starts: the watcher asks again before each sync and reads
 * nothing, so settles and closes no payment, until the token has passed.
 */
export async function verifyChainAtStart(deps: Pick<Deps, "config" | "db" | "clock" | "logger">): Promise<void> {
  try {
    await activeChain(deps).chain.verify?.();
  } catch (err) {
    if (err instanceof TokenDecimalsRefused) throw err;
    deps.logger.warn({ err }, "the payment token's decimals could not be read at start: the watcher reads nothing until they can be");
  }
}
