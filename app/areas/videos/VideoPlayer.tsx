import { Dialog } from "#app/components/ui/Dialog.tsx";
import { OutsideLink } from "#app/components/ui/OutsideLink.tsx";
import type { VideoItem } from "./videos.ts";
import { VIDEO_FRAME } from "#app/components/ui/cover-colours.ts";

const linkClass = "inline-flex items-center gap-1 font-semibold text-accent hover:underline";

/** The player: the privacy-enhanced embed when its address is known, and the link to the video site. */
export default function VideoPlayer({ video, onClose }: { video: VideoItem | null; onClose: () => void }) {
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()} title={video?.titulo ?? ""} description={video?.descricao}>
      {video && (
        <div className="grid gap-4">
          {video.videoUrl ? (
            <div className={`aspect-video overflow-hidden rounded-lg ${VIDEO_FRAME}`}>
              <iframe
                src={video.videoUrl}
                title={video.titulo}
                className="size-full"
                allow="encrypted-media; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen
              />
            </div>
          ) : (
            <p className="rounded-lg bg-subtle p-4 text-fg">Este conteúdo é exibido no site do Feliz7 Play, gratuitamente.</p>
          )}
          <OutsideLink href={video.watch.url} className={linkClass}>
            {video.watch.label}
          </OutsideLink>
        </div>
      )}
    </Dialog>
  );
}
