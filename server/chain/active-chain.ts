import type { Deps } from "../deps";
import type { PaymentChain } from "./chain";
import { noChain } from "./none";
import { simulatorChain, type SimulatorChain } from "./simulator";

/**
 * The chain named by the CHAIN setting. `simulator` is set only when that chain is the simulator,
 * which is what offers "simulate transfer".
 */
export function activeChain(deps: Pick<Deps, "config" | "db" | "clock">): { chain: PaymentChain; simulator: SimulatorChain | null } {
  switch (deps.config.CHAIN) {
    case "simulator": {
      const simulator = simulatorChain(deps);
      return { chain: simulator, simulator };
    }
    case "none":
      return { chain: noChain, simulator: null };
  }
}
