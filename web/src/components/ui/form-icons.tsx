import type { SVGProps } from 'react';

/**
 * The form islands' two decorative icons, drawn without lucide-react's runtime (about 1.5 KB
 * gzipped, which the form pages' first load would otherwise carry): the same markup lucide's
 * `<Send />` and `<ChevronDown />` render (their default attributes, `lucide lucide-<name>`
 * classes and paths, lucide-react 1.x), so the prerendered HTML is unchanged. Give each an
 * `aria-hidden` or a label, as lucide asks.
 */
function lucideShaped(name: string, paths: readonly string[]) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  return Icon;
}

export const SendIcon = lucideShaped('send', [
  'M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z',
  'm21.854 2.147-10.94 10.939',
]);

export const ChevronDownIcon = lucideShaped('chevron-down', ['m6 9 6 6 6-6']);
