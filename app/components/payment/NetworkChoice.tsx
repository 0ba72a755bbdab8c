import { useTranslation } from "react-i18next";
import { MAIN_PAYMENT_NETWORK, PAYMENT_NETWORKS } from "../../../server/domain/constants";
import { RadioGroupField } from "~/components/forms";

/**
 * Which network the USDT is sent on, the main one chosen to begin with. `networks` and `main` come
 * from GET /api/pay; without them (the API did not say) the product's own list is offered.
 */
export function NetworkChoice({ networks = PAYMENT_NETWORKS, main = MAIN_PAYMENT_NETWORK, errors }: { networks?: readonly string[]; main?: string; errors?: string[] }) {
  const { t } = useTranslation("commerce");
  return (
    <RadioGroupField
      legend={t("pay.network")}
      field={{ name: "network", errors, errorId: "network-error" }}
      className="network-choice"
      optionClassName="swatch"
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
