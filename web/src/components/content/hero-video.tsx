import { useEffect, useRef } from 'react';

/** The home hero's optional muted video; paused whenever the visitor prefers reduced motion. */
export function HeroVideo({ videoUrl }: { videoUrl: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const sync = () => {
      if (reduceMotion.matches) video.pause();
      // Autoplay may be refused (e.g. data saver); the poster art stays, which is fine.
      else video.play().catch(() => undefined);
    };
    sync();
    reduceMotion.addEventListener('change', sync);
    return () => reduceMotion.removeEventListener('change', sync);
  }, []);

  return (
    <video
      ref={videoRef}
      className="absolute inset-0 h-full w-full object-cover opacity-35"
      muted
      loop
      playsInline
      preload="none"
    >
      <source src={videoUrl} />
    </video>
  );
}
