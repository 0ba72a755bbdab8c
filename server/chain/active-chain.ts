import type { Deps } from "../deps";
import type { Db } from "../db";
import type { PaymentChain } from "./chain";
import { bothNetworks } from "./both-networks";
import { erc20Chain } from "./erc20";
import { noChain } from "./none";
import { simulatorChain, type SimulatorChain } from "./simulator";
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
