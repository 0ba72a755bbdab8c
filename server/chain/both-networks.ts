import type { PaymentNetwork } from "@shared/domain/constants";
import type { PaymentChain } from "./chain";
import { TokenDecimalsRefused } from "./token-decimals";

/**
 * CHAIN=erc20,trc20: both real networks at once (decision 021). Each call goes to the watcher of
 * the payment's network; a sync runs both, one node's outage not holding up the other.
 */
export function bothNetworks(erc20: PaymentChain, trc20: PaymentChain): PaymentChain {
  const of = (network: PaymentNetwork) => (network === "ERC20" ? erc20 : trc20);
  return {
    name: "erc20,trc20",
    simulated: false,
    networks: [...trc20.networks, ...erc20.networks],
    confirmationsRequired: (network) => of(network).confirmationsRequired(network),
    newDepositAddress: (tx, network) => of(network).newDepositAddress(tx, network),
    transfersTo: (address, network, since) => of(network).transfersTo(address, network, since),
    readThrough: (address, network) => of(network).readThrough(address, network),
    /** Both tokens; a refused one is what is thrown, before another's unanswered node. */
    async verify() {
      const failures = (await Promise.allSettled([erc20.verify?.(), trc20.verify?.()])).flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
      if (failures.length > 0) throw failures.find((reason) => reason instanceof TokenDecimalsRefused) ?? failures[0];
    },
    async sync() {
      await Promise.all([erc20.sync?.(), trc20.sync?.()]);
    },
  };
}
