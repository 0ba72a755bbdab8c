import { Fragment } from "react";

/**
 * A host name or address shown whole: a line may break only after a dot or a slash, never inside
 * a name ("low-|deposit"). Marked copyable, so the site protection leaves selecting it alone.
 */
export function HostName({ value }: { value: string }) {
  const parts = value.split(/(?<=[./])/);
  return (
    <span className="host-name" data-copyable>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          <span>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
