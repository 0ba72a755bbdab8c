/**
 * `npm run chain:transfer -- --address <addr> --amount <USDT> [--network TRC20|ERC20]`
 * Records a USDT transfer on the chain simulator, in the database at DATABASE_URL, as a tester's
 * wallet would send it. The network defaults to the one the address's format belongs to. Refused on
 * a database that takes real money (decision 034).
 */
import { parseArgs } from "node:util";
import { systemClock } from "../server/clock";
import { ADDRESS_FORMATS, simulatorChain } from "../server/chain/simulator";
import { openDatabase } from "../server/db";
import { PAYMENT_NETWORKS, type PaymentNetwork } from "@shared/domain/constants";
import { decimalFromMinor, minorFromDecimal } from "@shared/domain/money";
import { commandMode } from "../server/stack-mode";
import { runtimeEnv } from "./runtime-env";

const USAGE = "Usage: npm run chain:transfer -- --address <address> --amount <USDT, e.g. 1999.00> [--network TRC20|ERC20]";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let options: { address?: string; amount?: string; network?: string };
try {
  ({ values: options } = parseArgs({
    options: { address: { type: "string" }, amount: { type: "string" }, network: { type: "string" } },
  }));
} catch (error) {
  fail((error as Error).message);
}

const address = options.address?.trim();
if (!address) fail("--address is required.");
const amountMinor = options.amount === undefined ? undefined : minorFromDecimal(options.amount);
if (amountMinor === undefined || amountMinor <= 0) fail("--amount must be a positive USDT amount with at most two decimals.");

const network = (options.network?.toUpperCase() ??
  PAYMENT_NETWORKS.find((n) => ADDRESS_FORMATS[n].test(address)) ??
  fail("The address is neither a TRC20 nor an ERC20 address; give --network.")) as PaymentNetwork;
if (!PAYMENT_NETWORKS.includes(network)) fail(`--network must be one of ${PAYMENT_NETWORKS.join(", ")}.`);

const env = runtimeEnv(process.env);
const db = await openDatabase(env.DATABASE_URL!);
if ((await commandMode(db, env)) === "real-money") {
  await db.$disconnect();
  console.error("This stack takes real money: a made-up transfer is recorded only in a demo, development or test stack (decision 034).");
  process.exit(2);
}
try {
  const transfer = await simulatorChain({ db, clock: systemClock }).recordTransfer({ network, toAddress: address, amountMinor });
  console.log(`Recorded transfer ${transfer.txHash}: ${decimalFromMinor(amountMinor)} USDT to ${address} on ${network}.`);
  const payment = await db.payment.findUnique({ where: { address } });
  if (!payment) console.log("No payment uses this address: the transfer will match nothing.");
  else console.log(`Payment #${payment.id} (${payment.status}) expects ${decimalFromMinor(payment.amountMinor)} USDT on ${payment.network}.`);
} finally {
  await db.$disconnect();
}
