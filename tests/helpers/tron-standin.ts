import http from "node:http";
import type { AddressInfo } from "node:net";

/** TRON's USDT contract and a paying account, as TronGrid names them. */
export const TRON_USDT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
export const TRON_PAYER = "TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh";

/** One TRC20 transfer as GET /v1/accounts/{address}/transactions/trc20 lists it (TRON's documentation). */
export function tronTransfer(to: string, value: string, txId: string, at: Date) {
  return {
    transaction_id: txId,
    token_info: { symbol: "USDT", address: TRON_USDT, decimals: 6, name: "Tether USD" },
    block_timestamp: at.getTime(),
    from: TRON_PAYER,
    to,
    type: "Transfer",
    value,
  };
}

export type TronStandIn = {
  url: string;
  /** The transfers per address that the API answers with. */
  history: Map<string, object[]>;
  /** Every query it was asked. */
  asked: URL[];
  /** While true it answers 503, as TronGrid does in an outage. */
  down: boolean;
  /** What the USDT contract's decimals() returns through POST /wallet/triggerconstantcontract (6, as TRON's USDT). */
  decimals: number;
  close(): Promise<void>;
};

/**
 * A local HTTP server answering like TronGrid's GET /v1/accounts/{address}/transactions/trc20 and
 * POST /wallet/triggerconstantcontract (the USDT contract's `decimals()` only): no TRON node can run
 * here (decisions 021 and 033). It pages as TronGrid does: `limit` per page from `min_timestamp`,
 * and a `meta.fingerprint` naming the next page while there is one.
 */
export async function startTronStandIn(): Promise<TronStandIn> {
  const standIn = { history: new Map<string, object[]>(), asked: [] as URL[], down: false, decimals: 6 };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, "http://tron.local");
    standIn.asked.push(url);
    const match = /^\/v1\/accounts\/(T\w+)\/transactions\/trc20$/.exec(url.pathname);
    res.setHeader("content-type", "application/json");
    if (req.method === "POST" && url.pathname === "/wallet/triggerconstantcontract" && !standIn.down) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const call = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { contract_address?: string; function_selector?: string; visible?: boolean };
      if (call.contract_address !== TRON_USDT || call.function_selector !== "decimals()" || call.visible !== true) {
        res.end(JSON.stringify({ result: { code: "CONTRACT_VALIDATE_ERROR", message: "stand-in: only USDT's decimals() in base58" } }));
        return;
      }
      // The shape of TRON's documentation: the return value as 32-byte words in hex, and the call's outcome.
      res.end(JSON.stringify({ result: { result: true }, energy_used: 222, constant_result: [standIn.decimals.toString(16).padStart(64, "0")], transaction: { ret: [{}], visible: true, txID: "00".repeat(32) } }));
      return;
    }
    if (!match) {
      res.statusCode = 404;
      res.end(JSON.stringify({ success: false, error: "not found" }));
      return;
    }
    if (standIn.down) {
      res.statusCode = 503;
      res.end(JSON.stringify({ success: false, error: "service unavailable" }));
      return;
    }
    const all = (standIn.history.get(match[1]) ?? []).filter((t) => (t as { block_timestamp: number }).block_timestamp >= Number(url.searchParams.get("min_timestamp") ?? 0));
    const start = Number(url.searchParams.get("fingerprint") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 20);
    const data = all.slice(start, start + limit);
    res.end(JSON.stringify({ data, success: true, meta: { at: Date.now(), page_size: data.length, ...(start + limit < all.length ? { fingerprint: String(start + limit) } : {}) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
