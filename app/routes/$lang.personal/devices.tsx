import { Form } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { ResponseOf } from "@shared/contracts/endpoints";
import { SubmitButton } from "~/components/forms";
import { formatUtcDateTime } from "~/utils/dates";

type Device = ResponseOf<"GET", "/user/devices">[number];

// The API's word for a browser or system it does not know (shared/domain/user-agent.ts).
const UNKNOWN = "Other";

/**
 * The devices logged in to the account (decision 036): each with its browser, system, address and
 * times, this one marked; any other can be logged out, or all of them, or every one with this.
 */
export function DevicesSection({ devices }: { devices: Device[] }) {
  const { t } = useTranslation("account-security");
  const others = devices.filter((device) => !device.current).length;
  const headingId = useId();
  return (
    <>
      <p className="personal-intro">{t("devices.intro")}</p>
      <ul className="device-list">
        {devices.map((device) => (
          <DeviceItem key={device.id} device={device} />
        ))}
      </ul>
      <p className="field-hint">{t("devices.lastSeenNote")}</p>
      <section className="personal-action" aria-labelledby={headingId}>
        <h3 id={headingId}>{t("devices.everywhereTitle")}</h3>
        {others === 0 ? <p>{t("devices.onlyThis")}</p> : null}
        <div className="personal-actions">
          {others > 0 ? (
            <Form method="post">
              <AuthenticityTokenInput />
              <SubmitButton name="intent" value="signOutOthers">
                {t("devices.signOutOthers")}
              </SubmitButton>
            </Form>
          ) : null}
          <Form method="post">
            <AuthenticityTokenInput />
            <SubmitButton name="intent" value="signOutAll" className="button danger">
              {t("devices.signOutAll")}
            </SubmitButton>
          </Form>
        </div>
      </section>
    </>
  );
}

function DeviceItem({ device }: { device: Device }) {
  const { t, i18n } = useTranslation("account-security");
  const known = (name: string) => (name === UNKNOWN ? t("devices.unknown") : name);
  const name = t("devices.browserOnOs", { browser: known(device.browser), os: known(device.os) });
  return (
    <li className="device" data-testid="device">
      <div>
        <h3>
          {name}{" "}
          {device.current ? <strong className="personal-badge personal-badge-on">{t("devices.thisDevice")}</strong> : null}
        </h3>
        <dl>
          <dt>{t("devices.address")}</dt>
          <dd>{device.address || t("devices.unknown")}</dd>
          <dt>{t("devices.firstSeen")}</dt>
          <dd>
            <time dateTime={device.firstSeenAt}>{formatUtcDateTime(device.firstSeenAt, i18n.language)}</time>
          </dd>
          <dt>{t("devices.lastSeen")}</dt>
          <dd>
            <time dateTime={device.lastSeenAt}>{formatUtcDateTime(device.lastSeenAt, i18n.language)}</time>
          </dd>
        </dl>
      </div>
      {device.current ? null : (
        <Form method="post">
          <AuthenticityTokenInput />
          <input type="hidden" name="id" value={device.id} />
          <button type="submit" className="button" name="intent" value="signOutDevice" aria-label={t("devices.signOutLabel", { device: name })}>
            {t("devices.signOut")}
          </button>
        </Form>
      )}
    </li>
  );
}
