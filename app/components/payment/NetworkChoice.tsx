import { useTranslation } from "react-i18next";
import { MAIN_PAYMENT_NETWORK, PAYMENT_NETWORKS } from "@shared/domain/constants";
import { RadioGroupField } from "~/components/forms";

/**
 * Which network the USDT is sent on, the main one chosen to begin with. `networks` and `main` come
 * from GET /api/pay; without them (the API did not say, or no chain is connected: CHAIN=none) the
 * product's own list is offered, and opening a payment gets the API's own "not connected" answer.
 */
export function NetworkChoice({ networks: offered, main: offeredMain, errors }: { networks?: readonly string[]; main?: string; errors?: string[] }) {
  const { t } = useTranslation("commerce");
  const networks = offered?.length ? offered : PAYMENT_NETWORKS;
  const main = offered?.length && offeredMain ? offeredMain : MAIN_PAYMENT_NETWORK;
  return (
    <RadioGroupField
      legend={t("pay.network")}
      field={{ name: "network", errors, errorId: "network-error" }}
      className="network-choice"
      optionClassName="choice"
      checked={main}
      options={networks.map((net) => ({
        value: net,
        label: (
          <span>
            USDT · {net} {net === main ? <small>({t("pay.main")})</small> : null}
          </span>
        ),
      }))}
    />
  );
}
