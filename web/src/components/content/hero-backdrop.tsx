import { Island } from '@/islands/island';
import { HeroVideo } from './hero-video';

interface HeroBackdropProps {
  /** Optional local video (site.heroVideoUrl); empty means the drawn poster alone. */
  videoUrl?: string;
}

/**
 * The home hero's background: a gradient and drawn shapes (no image request, so the
 * headline stays the largest paint), plus an optional muted video (an island: it plays only
 * when the visitor has not asked for reduced motion). Place inside a `relative isolate` box.
 */
export function HeroBackdrop({ videoUrl = '' }: HeroBackdropProps) {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-10 overflow-hidden bg-[linear-gradient(135deg,#0c2346_0%,#12305c_45%,#1d4a86_100%)] rtl:bg-[linear-gradient(225deg,#0c2346_0%,#12305c_45%,#1d4a86_100%)]"
    >
      {/* The art sits at the end of the line (right in English, left in Arabic), away from the headline. */}
      <svg
        className="absolute end-[-12rem] top-1/2 h-[42rem] w-[42rem] -translate-y-1/2 opacity-15 sm:end-[-6rem] xl:end-[-2rem] xl:opacity-90"
        viewBox="0 0 600 600"
        fill="none"
      >
        <circle cx="300" cy="300" r="280" stroke="#f2c14e" strokeOpacity=".25" strokeWidth="2" />
        <circle cx="300" cy="300" r="210" stroke="#ffffff" strokeOpacity=".12" strokeWidth="2" />
        <circle cx="300" cy="300" r="140" stroke="#f2c14e" strokeOpacity=".35" strokeWidth="3" />
        <path d="M300 20a280 280 0 0 1 280 280" stroke="#f2c14e" strokeWidth="6" strokeLinecap="round" />
        <path d="M300 230l110 44-110 44-110-44z" fill="#f2c14e" fillOpacity=".9" />
        <path d="M240 298v40c0 14 27 26 60 26s60-12 60-26v-40" stroke="#ffffff" strokeOpacity=".8" strokeWidth="6" />
        <path d="M388 284v58" stroke="#f2c14e" strokeWidth="5" strokeLinecap="round" />
        <circle cx="388" cy="350" r="9" fill="#f2c14e" />
      </svg>
      <svg className="absolute inset-0 h-full w-full opacity-[0.07]">
        <defs>
          <pattern id="hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.5" fill="#ffffff" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-dots)" />
      </svg>
      {videoUrl && <Island name="hero-video" component={HeroVideo} props={{ videoUrl }} when="idle" />}
      <div className="absolute inset-0 bg-gradient-to-r from-[#0c2346]/90 via-[#12305c]/60 to-transparent rtl:bg-gradient-to-l" />
    </div>
  );
}
