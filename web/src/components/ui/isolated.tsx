import { EmailAddress } from './email-address';

/** A character no message contains: where the value goes, found after the message is said. */
const MARK = '\uE000';

/**
 * A whole sentence of the catalogue with one value (an e-mail address, a file name) set apart
 * in a `<bdi>`: inside an Arabic sentence a Latin-script address or name keeps its own direction,
 * and its dots and @ stay where they belong. The sentence stays one message, as translated.
 * An `email` value is also kept on one line (EmailAddress).
 */
export function Isolated({
  message,
  value,
  email = false,
}: {
  message: (value: string) => string;
  value: string;
  email?: boolean;
}) {
  const [before, after, ...rest] = message(MARK).split(MARK);
  if (after === undefined || rest.length > 0) return <>{message(value)}</>;
  return (
    <>
      {before}
      {email ? <EmailAddress address={value} /> : <bdi>{value}</bdi>}
      {after}
    </>
  );
}
