/**
 * An e-mail address in running text: left to right and set apart from the sentence around it,
 * an Arabic one too, and never broken across lines, so that it is read, copied and typed whole.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {address}
    </bdi>
  );
}
